import { Alert, Button, Card, Descriptions, Form, Input, Spin } from 'antd';
import { toast } from 'sonner';
import { useAuth } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { companySchema } from 'mf-shared/validation';
import { useProfile } from '../api/profile';
import { useUpdateCompany } from '../api/profileWrites';

function CompanyForm({ name }: { name: string }) {
  const [form] = Form.useForm<{ company_name: string }>();
  const update = useUpdateCompany();
  const submit = async (values: { company_name: string }) => {
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
      initialValues={{ company_name: name }}
      style={{ maxWidth: 520 }}
    >
      <Form.Item label="Company name" name="company_name" rules={[yupRule(companySchema, 'company_name')]}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </Form>
  );
}

/**
 * The company: its name, editable by the account owner. A team member's company is the owner's,
 * shown read-only. (Only the name is kept: the account has no company description or logo.)
 */
export function CompanyTab() {
  const user = useAuth((s) => s.user);
  const profile = useProfile();
  if (!user) return null;
  if (profile.isPending) return <Spin aria-label="Loading" />;
  const team = profile.data?.team_account ?? null;
  if (team)
    return (
      <Card title="Company">
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
      </Card>
    );
  return (
    <Card title="Company">
      <CompanyForm key={user.company_name ?? ''} name={user.company_name ?? ''} />
    </Card>
  );
}
