import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, fieldErrors, ROUTES } from 'mf-shared';
import { GuestForm, type GuestFormValues } from 'mf-shared/entities/guest';
import { Field } from 'mf-shared/kit/fields';
import { Avatar, Button } from 'mf-shared/kit/plain';
import { FileButton } from 'mf-shared/kit/upload';
import { guestVideoSchema } from 'mf-shared/validation';
import { useRegisterFirstGuest } from '../../lib/guests';
import { useGuestFormLookups } from 'mf-shared/widgets/guest-record';
import { RegistrationStepPage } from './RegistrationStepPage';

const PICTURE_TYPES = ['jpeg', 'jpg', 'png', 'gif'];

/** A photo chosen to go with the form (sent with it, not on its own), with a preview. */
function PhotoPicker({
  value,
  onChange,
  error,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
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
  return (
    <div role="group" aria-labelledby="registration-photo-label" className="pp-field">
      <div className="pp-field__head">
        <span id="registration-photo-label" className="pp-field__label">
          Photo
        </span>
      </div>
      <div className="registration-photo">
        <Avatar src={src} name="?" alt="The chosen photo" size={72} decorative={!src} />
        <div>
          {value && (
            <p className="registration-photo__name">
              {value.name}{' '}
              <Button size="small" variant="link" onClick={() => onChange(null)}>
                Remove photo
              </Button>
            </p>
          )}
          {/* Never sent on its own: the kit checks the kind and size, the photo goes with the form. */}
          <FileButton<File>
            send={(file) => Promise.resolve(file)}
            onSent={onChange}
            accept={PICTURE_TYPES}
            label={value ? 'Choose another photo' : 'Choose a photo'}
            hint="jpeg, jpg, png or gif, up to 20MB"
          />
        </div>
      </div>
      {error && (
        <div className="pp-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * /register/expert/2: the expert's first guest (the guest form, a photo and one video link). On
 * success the account moves on to payment and the expert lands on step 3. Plain (no antd).
 */
export default function RegisterExpertStep2Page() {
  const lookups = useGuestFormLookups();
  const register = useRegisterFirstGuest();
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [video, setVideo] = useState('');
  const [errors, setErrors] = useState<{ avatar?: string; video?: string }>({});
  useEffect(() => authStore.getState().setUserType('expert'), []);

  /** The optional video link checked with the API's rule when one is given: its words, or none. */
  const videoProblem = async () => {
    if (!video.trim()) return undefined;
    try {
      await guestVideoSchema.validateAt('url', { url: video });
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  const submit = async (values: GuestFormValues) => {
    const problem = await videoProblem();
    // Nothing is sent while the link is wrong.
    if (problem) return setErrors({ video: problem });
    setErrors({});
    try {
      const answer = await register.mutateAsync({ values, avatar, video });
      toast.success(answer.message || 'Your first guest is added');
      navigate(ROUTES.REG_AS_EXPERT3);
    } catch (error) {
      // The photo's and the video's messages go under them; the guest form places its own.
      const said = fieldErrors(error);
      setErrors({ avatar: said.avatar, video: said.video });
      throw error;
    }
  };

  return (
    <RegistrationStepPage
      step={1}
      title="Add your first guest"
      text="A guest is a person you offer to journalists for interviews: yourself or a colleague. Add their name, title, expertise, the regions they can appear in and a short description."
    >
      <div className="registration-extras">
        <PhotoPicker
          value={avatar}
          onChange={(file) => {
            setAvatar(file);
            setErrors((e) => ({ ...e, avatar: undefined }));
          }}
          error={errors.avatar}
        />
        <Field label="Video link (YouTube or Vimeo, optional)" error={errors.video}>
          {(field) => (
            <input
              {...field}
              className="pp-input"
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={video}
              onChange={(event) => {
                setVideo(event.target.value);
                setErrors((e) => ({ ...e, video: undefined }));
              }}
              // Said on leaving the field, so it shows with the guest form's own messages.
              onBlur={() => void videoProblem().then((problem) => setErrors((e) => ({ ...e, video: problem })))}
            />
          )}
        </Field>
      </div>
      <GuestForm lookups={lookups} onSubmit={submit} submitLabel="Next" />
    </RegistrationStepPage>
  );
}
