import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, ERROR_MESSAGES, ROUTES, useAuth, type ApiErrorBody } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { passwordConfirmationRule, passwordRule, TEAM_MESSAGES } from 'mf-shared/validation';
import { object } from 'yup';
import {
  acceptInvitation,
  invitationKeys,
  useAcceptInvitation,
  useInvitation,
  type AcceptedInvitation,
  type Invitation,
} from './api/invitations';
import { Panel } from 'mf-shared/kit/panel';

/** Someone without an account chooses a password: the spec's password rules and words. */
const passwordSchema = object({ password: passwordRule(), password_confirmation: passwordConfirmationRule() });

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

/** The wait for the login dialog, if one is under way (one at a time, however often "Sign in" is clicked). */
let stopWaiting: (() => void) | null = null;

/** Waits for the login dialog to sign someone in, then accepts once; gives up if it closes without. */
function acceptOnceSignedIn(token: string, done: (session: AcceptedInvitation) => void) {
  stopWaiting?.();
  const stop = authStore.subscribe((state, previous) => {
    if (state.user && !previous.user) {
      stopWaiting?.();
      acceptInvitation(token).then(done, () => undefined);
    } else if (!state.loginOpen && previous.loginOpen && !state.user) stopWaiting?.();
  });
  stopWaiting = () => {
    stop();
    stopWaiting = null;
  };
}

function ChoosePassword({ token, onAccepted }: { token: string; onAccepted: (s: AcceptedInvitation) => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const accept = useAcceptInvitation(token);
  const submit = async (values: PasswordValues) => {
    try {
      onAccepted(await accept.mutateAsync(values));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item
        label="Password"
        name="password"
        rules={[yupRule(passwordSchema, 'password')]}
        extra="At least 8 characters, with a digit, a lowercase and an uppercase letter. Do not use your name, email or phone."
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="password_confirmation"
        dependencies={['password']}
        rules={[yupRule(passwordSchema, 'password_confirmation')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={accept.isPending}>
        Accept invitation
      </Button>
    </Form>
  );
}

function WithAccount({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: Invitation;
  onAccepted: (s: AcceptedInvitation) => void;
}) {
  const signedInAs = useAuth((s) => s.user?.email ?? null);
  const accept = useAcceptInvitation(token);
  if (!signedInAs)
    return (
      <>
        <Typography.Paragraph>
          You already have an account with <strong>{invitation.email}</strong>. Sign in to it to accept.
        </Typography.Paragraph>
        <Button
          type="primary"
          onClick={() => {
            acceptOnceSignedIn(token, onAccepted);
            authStore.getState().openLogin('expert');
          }}
        >
          Sign in to accept
        </Button>
      </>
    );
  return (
    <>
      <Typography.Paragraph>
        You are signed in as <strong>{signedInAs}</strong>.
      </Typography.Paragraph>
      <Button
        type="primary"
        loading={accept.isPending}
        onClick={() => accept.mutateAsync({}).then(onAccepted, () => undefined)}
      >
        Accept invitation
      </Button>
    </>
  );
}

/**
 * /team/accept/{token}: who invites to which account; someone new chooses a password, someone with
 * an account signs in; either way they get a session (stored as sign-in does) and land on the
 * account's guests.
 */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [accepted, setAccepted] = useState(false);

  const onAccepted = ({ user, access_token, message }: AcceptedInvitation) => {
    authStore.getState().setSession({ user, accessToken: access_token });
    // Everything read so far belonged to the session before: the member now acts for the team's account.
    // (Not the invitation itself: it is used up now.)
    void client.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== invitationKeys.all[0] });
    setAccepted(true);
    toast.success(message ?? TEAM_MESSAGES.ACCEPTED);
    navigate(ROUTES.GUESTS);
  };

  let body;
  if (invitation.isPending) body = <Spin aria-label="Loading" />;
  else if (invitation.isError) {
    // A link the API does not know (404) is said in its words; a malformed one (400) is just invalid.
    const failed = (invitation.error as { response?: { status?: number; data?: ApiErrorBody } }).response;
    const message =
      failed?.status === 404
        ? failed.data?.message || TEAM_MESSAGES.INVITATION_INVALID
        : failed?.status === 400
          ? TEAM_MESSAGES.INVITATION_INVALID
          : ERROR_MESSAGES.SOMETHING_WENT_WRONG;
    body = (
      <Alert type="error" showIcon title={message} description={<Link to={ROUTES.MAIN}>Go to the main page</Link>} />
    );
  } else {
    const about = invitation.data;
    body = (
      <>
        <Typography.Paragraph>
          Hello {about.first_name}, <strong>{about.account_name}</strong>
          {about.company_name ? ` (${about.company_name})` : ''} invites you to manage their expert account on
          PressPoint: guests, interview invitations and questions.
        </Typography.Paragraph>
        {accepted ? null : about.has_account ? (
          <WithAccount token={token} invitation={about} onAccepted={onAccepted} />
        ) : (
          <>
            <Typography.Paragraph>
              Choose a password for <strong>{about.email}</strong> to accept.
            </Typography.Paragraph>
            <ChoosePassword token={token} onAccepted={onAccepted} />
          </>
        )}
      </>
    );
  }

  return (
    <section style={{ maxWidth: 560, margin: '40px auto', padding: '0 16px' }}>
      <Typography.Title level={1}>Join a team</Typography.Title>
      <Panel>{body}</Panel>
    </section>
  );
}
