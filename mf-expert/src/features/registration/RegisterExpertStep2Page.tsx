import { Avatar, Button, Flex, Form, Input, Upload, type UploadFile } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, LIMITS, ROUTES } from 'mf-shared';
import { GuestForm, type GuestFormValues } from 'mf-shared/entities/guest';
import { applyServerErrors } from 'mf-shared/kit/forms';
import { checkFile } from 'mf-shared/kit/upload';
import { guestVideoSchema } from 'mf-shared/validation';
import { useRegisterFirstGuest } from '../../lib/guests';
import { useGuestFormLookups } from 'mf-shared/widgets/guest-record';
import { RegistrationStepPage } from './RegistrationStepPage';

const PICTURE_TYPES = ['jpeg', 'jpg', 'png', 'gif'];

interface Extras {
  avatar: File | null;
  video: string;
}
const EXTRA_FIELDS: (keyof Extras)[] = ['avatar', 'video'];

/** A photo chosen to go with the form (sent with it, not on its own); `value` and `onChange` come from Form.Item. */
function AvatarPicker({
  value,
  onChange,
  id,
}: {
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  // The chosen file read as a picture for the preview (a data URL: nothing to let go afterwards).
  useEffect(() => {
    if (!value) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => reader.abort();
  }, [value]);
  const src = preview && preview.file === value ? preview.url : null;
  const files: UploadFile[] = value ? [{ uid: 'avatar', name: value.name, status: 'done' }] : [];
  return (
    <Flex gap={16} align="center" wrap>
      <Avatar size={72} src={src ?? undefined} alt={src ? 'The chosen photo' : undefined}>
        ?
      </Avatar>
      <div>
        <Upload
          id={id}
          accept={PICTURE_TYPES.map((ext) => `.${ext}`).join(',')}
          maxCount={1}
          fileList={files}
          beforeUpload={(file) => {
            const refused = checkFile(file, { maxBytes: LIMITS.UPLOAD_MAX_BYTES, extensions: PICTURE_TYPES });
            setProblem(refused);
            if (!refused) onChange?.(file);
            // Never sent on its own: the photo goes with the form.
            return refused ? Upload.LIST_IGNORE : false;
          }}
          onRemove={() => {
            onChange?.(null);
            return true;
          }}
        >
          <Button>{value ? 'Choose another photo' : 'Choose a photo'}</Button>
        </Upload>
        <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
          {problem ?? 'jpeg, jpg, png or gif, up to 20MB'}
        </Typography.Text>
      </div>
    </Flex>
  );
}

/** An optional video link, checked with the API's rule when one is given. */
const videoRule = {
  validator: async (_: unknown, value: string | undefined) => {
    if (value?.trim()) await guestVideoSchema.validateAt('url', { url: value });
  },
};

/**
 * /register/expert/2: the expert's first guest (the guest form, a photo and one video link). On
 * success the account moves on to payment and the expert lands on step 3.
 */
export default function RegisterExpertStep2Page() {
  const lookups = useGuestFormLookups();
  const register = useRegisterFirstGuest();
  const navigate = useNavigate();
  const [extras] = Form.useForm<Extras>();
  useEffect(() => authStore.getState().setUserType('expert'), []);

  const submit = async (values: GuestFormValues) => {
    const { avatar, video } = await extras.validateFields();
    try {
      const answer = await register.mutateAsync({ values, avatar, video });
      toast.success(answer.message || 'Your first guest is added');
      navigate(ROUTES.REG_AS_EXPERT3);
    } catch (error) {
      // The photo's and the video's messages go under them; the guest form places its own.
      applyServerErrors(
        {
          setFields: (fields) =>
            extras.setFields(fields.filter((f) => EXTRA_FIELDS.includes(String(f.name) as keyof Extras))),
        },
        error,
      );
      throw error;
    }
  };

  return (
    <RegistrationStepPage
      step={1}
      title="Add your first guest"
      text="A guest is a person you offer to journalists for interviews: yourself or a colleague. Add their name, title, expertise, the regions they can appear in and a short description."
    >
      <Form<Extras>
        form={extras}
        layout="vertical"
        initialValues={{ avatar: null, video: '' }}
        style={{ maxWidth: 880 }}
      >
        <Form.Item name="avatar" label="Photo">
          <AvatarPicker />
        </Form.Item>
        <Form.Item name="video" label="Video link (YouTube or Vimeo, optional)" rules={[videoRule]}>
          <Input type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
        </Form.Item>
      </Form>
      <GuestForm lookups={lookups} onSubmit={submit} submitLabel="Next" />
    </RegistrationStepPage>
  );
}
