import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { effectiveStatus, formatDate, STATUS, useAuth } from 'mf-shared';
import { useProfile } from 'mf-shared/entities/account';
import { Confirm } from 'mf-shared/kit/confirm';
import { applyServerErrorsTo, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Panel } from 'mf-shared/kit/panel';
import { Button, Notice, Spinner, Tag } from 'mf-shared/kit/plain';
import { PlainTable } from 'mf-shared/kit/table';
import { Typography } from 'mf-shared/kit/typography';
import { teamInviteSchema, type TeamInvite } from 'mf-shared/validation';
import {
  useInviteTeamMember,
  useRemoveTeamMember,
  useResendInvitation,
  useTeamMembers,
  type TeamMember,
} from './api/teamMembers';
import './teamMembers.css';

const said = (answer: { message?: string }) => toast.success(answer.message ?? 'Success');

type InviteValues = { first_name: string; last_name: string; email: string; title: string };
const EMPTY: InviteValues = { first_name: '', last_name: '', email: '', title: '' };
// An empty title is no title, as before: it is left out of what is sent.
const toInvite = ({ title, ...values }: InviteValues): TeamInvite => ({ ...values, ...(title ? { title } : {}) });

/**
 * The invitation as a plain form (issue 25: no antd on the tab's first load): the shared rules on
 * submit, each error under its field and read with it, the API's 422 there too with the entry kept.
 */
function InviteForm() {
  const form = useForm<InviteValues>({
    defaultValues: EMPTY,
    resolver: schemaResolver<InviteValues, TeamInvite>(teamInviteSchema, toInvite),
  });
  const errors = form.formState.errors;
  const invite = useInviteTeamMember();
  const submit = async (values: InviteValues) => {
    try {
      said(await invite.mutateAsync(toInvite(values)));
      form.reset();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  const text = (name: keyof InviteValues, label: string, input: { type?: string; placeholder?: string } = {}) => (
    <Field label={label} error={errors[name]?.message}>
      {(field) => <input {...field} {...form.register(name)} {...input} className="pp-input" />}
    </Field>
  );
  return (
    <form
      noValidate
      aria-label="Invite a team member"
      className="team-invite"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {text('first_name', 'First name')}
      {text('last_name', 'Last name')}
      {text('email', 'Email', { type: 'email' })}
      {text('title', 'Title', { placeholder: 'Optional' })}
      <Button variant="primary" htmlType="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}

function MemberActions({ member }: { member: TeamMember }) {
  const resend = useResendInvitation();
  const remove = useRemoveTeamMember();
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <span className="team-actions">
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
    </span>
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
  if (profile.isPending) return <Spinner />;
  const team = profile.data?.team_account ?? null;
  if (team)
    return (
      <Notice
        tone="info"
        data-testid="team-member-note"
        title={`You are on ${team.name}’s team. Only the account owner manages team members.`}
      />
    );
  if (status !== STATUS.SIMPLE_USER)
    return <Notice tone="info" title="You can invite team members once your account is active." />;
  return (
    <div className="team-tab">
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
    </div>
  );
}

export default TeamMembersTab;
