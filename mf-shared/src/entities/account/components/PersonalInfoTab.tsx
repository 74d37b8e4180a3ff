import { Alert, Avatar, Button, Form, Input, Space } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { UploadField, type SendFile } from 'mf-shared/kit/upload';
import { emailChangeSchema, profileSchema } from 'mf-shared/validation';
import {
  useChangeEmail,
  useUpdateProfile,
  useUploadAvatar,
  type PersonalInfoValues,
  type ProfileUser,
} from '../api/profileWrites';
import { Panel } from 'mf-shared/kit/panel';

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
  const initials = `${user.profile?.first_name?.[0] ?? ''}${user.profile?.last_name?.[0] ?? ''}`;
  return (
    <Space align="center" size="large" data-testid="profile-photo">
      <Avatar size={72} src={user.avatar ?? undefined} alt="Your photo">
        {initials}
      </Avatar>
      <UploadField send={send} accept={AVATAR_TYPES} label="Change photo" hint="jpeg, jpg, png or gif, up to 20MB" />
    </Space>
  );
}

function DetailsForm({ user }: { user: ProfileUser }) {
  const [form] = Form.useForm<PersonalInfoValues>();
  const update = useUpdateProfile();
  const rule = (field: keyof PersonalInfoValues) => [yupRule(profileSchema, field)];
  const submit = async (values: PersonalInfoValues) => {
    try {
      said(await update.mutateAsync(values));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        first_name: user.profile?.first_name ?? '',
        last_name: user.profile?.last_name ?? '',
        title: user.title ?? '',
        work_phone: user.work_phone ?? '',
        linkedin: user.linkedin ?? '',
      }}
      style={{ maxWidth: 520 }}
    >
      <Form.Item label="First name" name="first_name" rules={rule('first_name')}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="last_name" rules={rule('last_name')}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label="Title" name="title" rules={rule('title')}>
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item label="Work phone" name="work_phone" rules={rule('work_phone')}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item label="LinkedIn" name="linkedin" rules={rule('linkedin')}>
        <Input placeholder="https://www.linkedin.com/in/your-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </Form>
  );
}

/**
 * The sign-in email changes only once the link mailed to the new address is opened: until then the
 * form says where the link went, and the current address stays the one to sign in with.
 */
function EmailForm({ email }: { email: string }) {
  const [form] = Form.useForm<{ email: string; password: string }>();
  const [pending, setPending] = useState<string | null>(null);
  const change = useChangeEmail();
  const submit = async (values: { email: string; password: string }) => {
    try {
      const answer = await change.mutateAsync(values);
      said(answer);
      if (values.email.trim().toLowerCase() !== email.toLowerCase()) setPending(answer.message ?? null);
      form.resetFields();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ email }} style={{ maxWidth: 520 }}>
      {pending && (
        <Alert type="info" showIcon title={pending} style={{ marginBottom: 16 }} data-testid="email-change-pending" />
      )}
      <Form.Item label="Email" name="email" rules={[yupRule(emailChangeSchema, 'email')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label="Your password"
        name="password"
        rules={[yupRule(emailChangeSchema, 'password')]}
        extra="Changing the email you sign in with needs your password."
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button htmlType="submit" loading={change.isPending}>
        Change email
      </Button>
    </Form>
  );
}

/** Personal info: photo, name, title, work phone, LinkedIn, and the sign-in email (with the password). */
export function PersonalInfoTab() {
  const user = useAuth((s) => s.user) as ProfileUser | null;
  if (!user) return null;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Panel title="Personal info">
        <Photo user={user} />
        <div style={{ marginTop: 24 }}>
          {/* Keyed by the user, so the fields start again from what was saved elsewhere. */}
          <DetailsForm key={user.id} user={user} />
        </div>
      </Panel>
      <Panel title="Sign-in email">
        <Typography.Paragraph>
          You sign in with <strong data-testid="current-email">{user.email}</strong>.
        </Typography.Paragraph>
        <EmailForm key={user.email} email={user.email} />
      </Panel>
    </Space>
  );
}
