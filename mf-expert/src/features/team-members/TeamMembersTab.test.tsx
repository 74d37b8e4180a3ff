import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { api, authStore, formatDate, ROLE, STATUS } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { TeamMembersTab } from './TeamMembersTab';
import type { TeamMember } from './api/teamMembers';
import { userForTest } from 'mf-shared/test/session';

afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().clearSession();
});

const owner = userForTest({
  id: 7,
  role: ROLE.EXPERT,
  status: STATUS.SIMPLE_USER,
  email: 'owner@example.com',
  profile: { first_name: 'Olga', last_name: 'Owner' },
});

const member = (over: Partial<TeamMember> = {}): TeamMember => ({
  id: 1,
  first_name: 'Tara',
  last_name: 'Helper',
  email: 'tara@example.org',
  title: 'Assistant',
  invited_at: '2026-03-01T10:00:00Z',
  accepted_at: null,
  last_sign_in_at: null,
  ...over,
});

const SIGNED_IN_AT = '2026-03-05T14:30:00Z';

/** GET /profile answers the user (with `team_account`), GET /team-members the team. */
function serve(teamAccount: object | null, team: TeamMember[]) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/profile') return { data: { data: { ...owner, team_account: teamAccount } } };
    if (url === '/team-members') return { data: { data: team } };
    throw new Error(`unexpected GET ${url}`);
  });
}

const render = () => {
  authStore.getState().setSession({ accessToken: 't', user: owner });
  return renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <TeamMembersTab />
    </ConfigProvider>,
  );
};

// The error under a field, as a screen reader reads it with the field.
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return field.getAttribute('aria-invalid')
    ? (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
};
const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

it('lists the team with status, last sign-in in the shared format, and Resend only while invited', async () => {
  serve(null, [
    member(),
    member({
      id: 2,
      first_name: 'Al',
      last_name: 'Active',
      email: 'al@example.org',
      accepted_at: SIGNED_IN_AT,
      last_sign_in_at: SIGNED_IN_AT,
    }),
  ]);
  render();
  const invited = await waitFor(() => rowOf('tara@example.org'));
  expect(within(invited).getByText('Invited')).toBeInTheDocument();
  expect(within(invited).getByText('-')).toBeInTheDocument();
  expect(within(invited).getByRole('button', { name: 'Resend the invitation to Tara Helper' })).toBeInTheDocument();
  const active = rowOf('al@example.org');
  expect(within(active).getByText('Active')).toBeInTheDocument();
  expect(within(active).getByText(formatDate(SIGNED_IN_AT, 'dateTime'))).toBeInTheDocument();
  expect(within(active).queryByRole('button', { name: /Resend/ })).toBeNull();
});

it('removes a member only once confirmed', async () => {
  serve(null, [member()]);
  const remove = jest.spyOn(api, 'delete').mockResolvedValue({ data: { message: 'Team member removed' } });
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Tara Helper' }));
  expect(await screen.findByText('Remove Tara Helper from your team?')).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith('/team-members/1'));
});

it('resends an invitation once confirmed', async () => {
  serve(null, [member()]);
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValue({ data: { data: member(), message: 'Invitation sent again' } });
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to Tara Helper' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/team-members/1/resend'));
});

it('checks the invitation with the shared rules and puts the server’s errors on the fields', async () => {
  serve(null, []);
  const post = jest.spyOn(api, 'post').mockRejectedValue({
    isAxiosError: true,
    response: { status: 422, data: { message: 'Invalid', errors: { email: ['This person is already on your team'] } } },
  });
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(errorOf('First name')).toBe('This field is required'));
  expect(errorOf('Last name')).toBe('This field is required');
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ola' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Twice' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(errorOf('Email')).toBe('Must be valid email'));
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ola@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(errorOf('Email')).toBe('This person is already on your team'));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This person is already on your team');
  // The entry is kept, for the person to mend the address.
  expect(screen.getByLabelText('Email')).toHaveValue('ola@example.org');
  expect(screen.getByLabelText('First name')).toHaveValue('Ola');
  expect(post).toHaveBeenCalledWith(
    '/team-members/invite',
    expect.objectContaining({ first_name: 'Ola', last_name: 'Twice', email: 'ola@example.org' }),
  );
});

it('shows a team member a note, no controls, and never asks for the team', async () => {
  const get = serve({ id: 3, name: 'Erin Expert', company_name: 'Reef Co' }, [member()]);
  render();
  expect(await screen.findByTestId('team-member-note')).toHaveTextContent(
    'Only the account owner manages team members',
  );
  expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  expect(get).not.toHaveBeenCalledWith('/team-members', expect.anything());
});

it('sends an invitation without an empty title and clears the form once sent', async () => {
  serve(null, []);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: member(), message: 'Invitation sent' } });
  render();
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ola' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nord' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ola@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/team-members/invite', {
      first_name: 'Ola',
      last_name: 'Nord',
      email: 'ola@example.org',
    }),
  );
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  expect(screen.getByRole('form', { name: 'Invite a team member' })).toBeInTheDocument();
});
