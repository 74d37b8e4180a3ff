import { Alert, Button, Form, Input, Space, Spin, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { toast } from 'sonner';
import { effectiveStatus, formatDate, STATUS, useAuth } from 'mf-shared';
import { useProfile } from 'mf-shared/entities/account';
import { Confirm } from 'mf-shared/kit/confirm';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { teamInviteSchema, type TeamInvite } from 'mf-shared/validation';
import {
  useInviteTeamMember,
  useRemoveTeamMember,
  useResendInvitation,
  useTeamMembers,
  type TeamMember,
} from './api/teamMembers';
import { PlainTable } from 'mf-shared/kit/table';
import { Panel } from 'mf-shared/kit/panel';

const said = (answer: { message?: string }) => toast.success(answer.message ?? 'Success');

function InviteForm() {
  const [form] = Form.useForm<TeamInvite>();
  const invite = useInviteTeamMember();
  const rule = (field: keyof TeamInvite) => [yupRule(teamInviteSchema, field)];
  const submit = async (values: TeamInvite) => {
    try {
      said(await invite.mutateAsync(values));
      form.resetFields();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }} aria-label="Invite a team member">
      <Form.Item label="First name" name="first_name" rules={rule('first_name')}>
        <Input />
      </Form.Item>
      <Form.Item label="Last name" name="last_name" rules={rule('last_name')}>
        <Input />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={rule('email')}>
        <Input type="email" />
      </Form.Item>
      <Form.Item label="Title" name="title" rules={rule('title')}>
        <Input placeholder="Optional" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </Form>
  );
}

function MemberActions({ member }: { member: TeamMember }) {
  const resend = useResendInvitation();
  const remove = useRemoveTeamMember();
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <Space>
      {!member.accepted_at && (
        <Confirm
          title={`Send ${name} a new invitation?`}
          description="The link sent before stops working."
          okText="Resend"
          onConfirm={async () => said(await resend.mutateAsync(member.id))}
        >
          <Button size="small" aria-label={`Resend the invitation to ${name}`}>
            Resend
          </Button>
        </Confirm>
      )}
      <Confirm
        title={`Remove ${name} from your team?`}
        description="They are signed out and can no longer manage your guests."
        okText="Remove"
        danger
        onConfirm={async () => said(await remove.mutateAsync(member.id))}
      >
        <Button size="small" danger aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Confirm>
    </Space>
  );
}

function MemberList() {
  const members = useTeamMembers();
  return (
    <PlainTable<TeamMember>
      rowKey="id"
      loading={members.isPending}
      rows={members.data ?? []}
      emptyText={'No team members yet'}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, m) => (
            <>
              <div>
                {m.first_name} {m.last_name}
              </div>
              {m.title && <Typography.Text type="secondary">{m.title}</Typography.Text>}
            </>
          ),
        },
        { title: 'Email', key: 'email', dataIndex: 'email' },
        {
          title: 'Status',
          key: 'status',
          render: (_, m) => (m.accepted_at ? <Tag color="green">Active</Tag> : <Tag color="gold">Invited</Tag>),
        },
        {
          title: 'Last sign-in',
          key: 'last_sign_in_at',
          render: (_, m) => formatDate(m.last_sign_in_at, 'dateTime'),
        },
        // In view at the right edge on a phone, the other columns scrolling under it.
        { title: 'Actions', key: 'actions', fixed: 'right', render: (_, m) => <MemberActions member={m} /> },
      ]}
    />
  );
}

/**
 * The account's team (profile tab team-members): the owner invites people by email, sees who
 * accepted and when they last signed in, resends and removes; a team member sees a short note.
 */
export function TeamMembersTab() {
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  const profile = useProfile();
  if (profile.isPending) return <Spin aria-label="Loading" />;
  const team = profile.data?.team_account ?? null;
  if (team)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="team-member-note"
        title={`You are on ${team.name}’s team. Only the account owner manages team members.`}
      />
    );
  if (status !== STATUS.SIMPLE_USER)
    return <Alert type="info" showIcon title="You can invite team members once your account is active." />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Panel title="Invite a team member">
        <Typography.Paragraph>
          A team member signs in as themselves and manages this account’s guests, interview invitations and questions.
          Only you manage the team and the payment.
        </Typography.Paragraph>
        <InviteForm />
      </Panel>
      <Panel title="Team members">
        <MemberList />
      </Panel>
    </Space>
  );
}

export default TeamMembersTab;
