import { Alert, Avatar, Button, Descriptions, Form, Input, Space, Spin } from 'antd';
import { toast } from 'sonner';
import { LIMITS, ROLE, useAuth } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { UploadField, type SendFile } from 'mf-shared/kit/upload';
import { companySchema } from 'mf-shared/validation';
import { useProfile } from '../api/profile';
import { useUpdateCompany, useUploadCompanyLogo, type CompanyValues, type ProfileUser } from '../api/profileWrites';
import { Panel } from 'mf-shared/kit/panel';

const LOGO_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;

function CompanyLogo({ logo }: { logo: string | null }) {
  const upload = useUploadCompanyLogo();
  const send: SendFile<ProfileUser> = async (file, onProgress, signal) => {
    const answer = await upload.mutateAsync({ file, onProgress, signal });
    toast.success(answer.message ?? 'Success');
    return answer.data;
  };
  return (
    <Space align="center" size="large" data-testid="company-logo" style={{ marginBottom: 16 }}>
      <Avatar shape="square" size={72} src={logo ?? undefined} alt="Your company logo">
        Logo
      </Avatar>
      <UploadField
        send={send}
        accept={LOGO_TYPES}
        label={logo ? 'Change logo' : 'Add logo'}
        hint="jpeg, jpg, png or gif, up to 20MB"
      />
    </Space>
  );
}

function CompanyForm({ name, description, expert }: { name: string; description: string; expert: boolean }) {
  const [form] = Form.useForm<CompanyValues>();
  const update = useUpdateCompany();
  const submit = async (values: CompanyValues) => {
    try {
      const answer = await update.mutateAsync(values);
      toast.success(answer.message ?? 'Success');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ company_name: name, company_description: description }}
      style={{ maxWidth: 520 }}
    >
      <Form.Item label="Company name" name="company_name" rules={[yupRule(companySchema, 'company_name')]}>
        <Input autoComplete="organization" />
      </Form.Item>
      {expert && (
        <Form.Item
          label="Company description"
          name="company_description"
          rules={[yupRule(companySchema, 'company_description')]}
        >
          <Input.TextArea rows={4} showCount maxLength={LIMITS.DESCRIPTION_MAX} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </Form>
  );
}

/**
 * The company: its name (and, for an expert account, its description and logo), editable by the
 * account owner. A team member's company is the owner's, shown read-only.
 */
export function CompanyTab() {
  const user = useAuth((s) => s.user);
  const profile = useProfile();
  if (!user) return null;
  if (profile.isPending) return <Spin aria-label="Loading" />;
  const team = profile.data?.team_account ?? null;
  if (team)
    return (
      <Panel title="Company">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="team-company-note"
          title={`You are on ${team.name}’s team: only the account owner changes the company.`}
        />
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="Company name">{team.company_name ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Panel>
    );
  return (
    <Panel title="Company">
      {user.role === ROLE.EXPERT && <CompanyLogo logo={user.company_logo ?? null} />}
      <CompanyForm
        key={`${user.company_name ?? ''}|${user.company_description ?? ''}`}
        name={user.company_name ?? ''}
        description={user.company_description ?? ''}
        expert={user.role === ROLE.EXPERT}
      />
    </Panel>
  );
}
