import { useState, type InputHTMLAttributes } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { LIMITS, useAuth } from 'mf-shared';
import { applyServerErrorsTo, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Panel } from 'mf-shared/kit/panel';
import { Avatar, Button, Notice } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { FileButton, type SendFile } from 'mf-shared/kit/upload';
import { emailChangeSchema, profileSchema } from 'mf-shared/validation';
import {
  useChangeEmail,
  useUpdateProfile,
  useUploadAvatar,
  type PersonalInfoValues,
  type ProfileUser,
} from '../api/profileWrites';
import './profile.css';

const AVATAR_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;

/** The success toast: the server's message, or the spec's 'Success'. */
const said = (answer: { message?: string }) => toast.success(answer.message ?? 'Success');

function Photo({ user }: { user: ProfileUser }) {
  const upload = useUploadAvatar();
  const send: SendFile<ProfileUser> = async (file, onProgress, signal) => {
    const answer = await upload.mutateAsync({ file, onProgress, signal });
    said(answer);
    return answer.data;
  };
  const name = [user.profile?.first_name, user.profile?.last_name].filter(Boolean).join(' ');
  return (
    <div className="profile-picture" data-testid="profile-photo">
      <Avatar size={72} src={user.avatar} name={name || user.email} alt="Your photo" />
      <FileButton send={send} accept={AVATAR_TYPES} label="Change photo" hint="jpeg, jpg, png or gif, up to 20MB" />
    </div>
  );
}

/** One text field of a react-hook-form form, its rule's words under it. */
function TextField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  ...input
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  required?: boolean;
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'type'>) {
  return (
    <Field label={label} required={required} hint={hint} error={form.formState.errors[name]?.message as string}>
      {(field) => (
        <input {...field} {...form.register(name)} {...input} className="pp-input" maxLength={LIMITS.STRING_MAX} />
      )}
    </Field>
  );
}

function DetailsForm({ user }: { user: ProfileUser }) {
  const form = useForm<PersonalInfoValues>({
    defaultValues: {
      first_name: user.profile?.first_name ?? '',
      last_name: user.profile?.last_name ?? '',
      title: user.title ?? '',
      work_phone: user.work_phone ?? '',
      linkedin: user.linkedin ?? '',
    },
    resolver: schemaResolver<PersonalInfoValues>(profileSchema),
  });
  const update = useUpdateProfile();
  const submit = async (values: PersonalInfoValues) => {
    try {
      said(await update.mutateAsync(values));
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <form noValidate className="profile-form" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <TextField form={form} name="first_name" label="First name" required autoComplete="given-name" />
      <TextField form={form} name="last_name" label="Last name" required autoComplete="family-name" />
      <TextField form={form} name="title" label="Title" required autoComplete="organization-title" />
      <TextField form={form} name="work_phone" label="Work phone" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        form={form}
        name="linkedin"
        label="LinkedIn"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
      />
      <Button variant="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </form>
  );
}

type EmailValues = { email: string; password: string };

/**
 * The sign-in email changes only once the link mailed to the new address is opened: until then the
 * form says where the link went, and the current address stays the one to sign in with.
 */
function EmailForm({ email }: { email: string }) {
  const form = useForm<EmailValues>({
    defaultValues: { email, password: '' },
    resolver: schemaResolver<EmailValues>(emailChangeSchema),
  });
  const [pending, setPending] = useState<string | null>(null);
  const change = useChangeEmail();
  const submit = async (values: EmailValues) => {
    try {
      const answer = await change.mutateAsync(values);
      said(answer);
      if (values.email.trim().toLowerCase() !== email.toLowerCase()) setPending(answer.message ?? null);
      form.reset({ email, password: '' });
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <form noValidate className="profile-form" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      {pending && <Notice title={pending} data-testid="email-change-pending" />}
      <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
      <TextField
        form={form}
        name="password"
        label="Your password"
        required
        type="password"
        autoComplete="current-password"
        hint="Changing the email you sign in with needs your password."
      />
      <Button htmlType="submit" loading={change.isPending}>
        Change email
      </Button>
    </form>
  );
}

/**
 * Personal info: photo, name, title, work phone, LinkedIn, and the sign-in email (with the password).
 * Plain fields (kit/fields): the profile opens on this tab, and its first load carries no antd.
 */
export function PersonalInfoTab() {
  const user = useAuth((s) => s.user) as ProfileUser | null;
  if (!user) return null;
  return (
    <div className="profile-tab">
      <Panel title="Personal info">
        <Photo user={user} />
        {/* Keyed by the user, so the fields start again from what was saved elsewhere. */}
        <DetailsForm key={user.id} user={user} />
      </Panel>
      <Panel title="Sign-in email">
        <Typography.Paragraph>
          You sign in with <strong data-testid="current-email">{user.email}</strong>.
        </Typography.Paragraph>
        <EmailForm key={user.email} email={user.email} />
      </Panel>
    </div>
  );
}
