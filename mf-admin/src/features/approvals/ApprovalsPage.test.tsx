import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { AREA_REFUSED } from '../../lib/Console';
import { staffSession } from '../../lib/staffSession';
import type { Applicant } from './api';
import ApprovalsPage from './ApprovalsPage';

const applicant = (id: number, over: Partial<Applicant> = {}): Applicant => ({
  id,
  first_name: 'Ana',
  last_name: `Lim ${id}`,
  email: `ana${id}@straitswire.sg`,
  email_domain: 'straitswire.sg',
  free_mail: false,
  domain_matches: true,
  company_name: null,
  publication: 'Straits Wire',
  title: 'Reporter',
  linkedin: null,
  role: 1,
  guests_count: 0,
  hours_waiting: 30,
  overdue: true,
  created_at: '2026-11-25T08:00:00Z',
  ...over,
});

const staff = (role: 'support' | 'moderator', permissions: string[]) => ({
  data: {
    id: 1,
    email: `${role}@example.com`,
    role,
    two_factor: false,
    permissions,
    last_sign_in_at: null,
    created_at: '2026-01-01T00:00:00Z',
  },
});

/** The staff API as the console reads it: who is signed in (by token) and who waits. */
function staffApi({ waiting = [applicant(5)], role = 'support' as 'support' | 'moderator' } = {}) {
  const tokens: (string | null)[] = [];
  server.use(
    http.post(route('/staff/auth/login'), async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      if (!body.code)
        return HttpResponse.json({ message: 'Enter the code from your authenticator app.' }, { status: 418 });
      return HttpResponse.json({ data: { access_token: 'staff-token', staff: staff(role, []).data } });
    }),
    http.get(route('/staff/me'), ({ request }) => {
      tokens.push(request.headers.get('authorization'));
      return request.headers.get('authorization') === 'Bearer staff-token'
        ? HttpResponse.json(staff(role, role === 'support' ? ['approvals', 'accounts', 'audit'] : ['content']))
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    }),
    http.get(route('/staff/approvals'), () =>
      HttpResponse.json({
        data: waiting,
        meta: { current_page: 1, per_page: 10, total: waiting.length, last_page: 1 },
      }),
    ),
    http.post(route('/staff/approvals/:id/approve'), () => HttpResponse.json({ data: {} })),
    http.post(route('/staff/approvals/:id/reject'), () => HttpResponse.json({ data: {} })),
    http.post(route('/staff/approvals/approve'), async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      return HttpResponse.json({ data: { approved: ids, skipped: [] } });
    }),
  );
  return { tokens };
}

const open = () => renderAt('/admin/approvals', { '/admin/approvals': <ApprovalsPage /> });

afterEach(() => act(() => staffSession.getState().signOut()));

it('asks a staff member to sign in, then for the authenticator code, and uses the staff token', async () => {
  const { tokens } = staffApi();
  open();
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'support@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo2026pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  fireEvent.change(await screen.findByLabelText('Authenticator code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent('ApprovalsAccountsAudit log');
  expect(tokens).toContain('Bearer staff-token');
  expect((await sent('POST', '/staff/auth/login')).map((r) => r.body)).toEqual([
    { email: 'support@example.com', password: 'Demo2026pass' },
    { email: 'support@example.com', password: 'Demo2026pass', code: '123456' },
  ]);
});

it('lists who waits with what helps decide, approves one after asking, and rejects only with a reason', async () => {
  staffApi({
    waiting: [
      applicant(5),
      applicant(6, { free_mail: true, email_domain: 'gmail.com', overdue: false, hours_waiting: 3 }),
    ],
  });
  act(() => staffSession.getState().signIn('staff-token'));
  open();
  const first = (await screen.findByText('Ana Lim 5')).closest('tr')!;
  expect(within(first).getByText('Domain matches')).toBeInTheDocument();
  expect(within(first).getByText('Over 24 h')).toBeInTheDocument();
  const second = screen.getByText('Ana Lim 6').closest('tr')!;
  expect(within(second).getByText('Free mail (gmail.com)')).toBeInTheDocument();
  expect(within(second).queryByText('Over 24 h')).not.toBeInTheDocument();

  fireEvent.click(within(first).getByRole('button', { name: 'Approve Ana Lim 5' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  await waitFor(async () => expect(await sent('POST', '/staff/approvals/5/approve')).toHaveLength(1));

  fireEvent.click(within(second).getByRole('button', { name: 'Reject Ana Lim 6' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Reject Ana Lim 6');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('This field must be at least 10 characters')).toBeInTheDocument();
  expect(await sent('POST', '/staff/approvals/6/reject')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Reason'), {
    target: { value: 'We could not confirm you write for a publication.' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(async () =>
    expect((await sent('POST', '/staff/approvals/6/reject')).map((r) => r.body)).toEqual([
      { reason: 'We could not confirm you write for a publication.' },
    ]),
  );
});

it('approves the chosen applicants at once', async () => {
  staffApi({ waiting: [applicant(5), applicant(6), applicant(7)] });
  act(() => staffSession.getState().signIn('staff-token'));
  open();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Ana Lim 5' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Ana Lim 7' }));
  fireEvent.click(screen.getByRole('button', { name: 'Approve chosen (2)' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  await waitFor(async () =>
    expect((await sent('POST', '/staff/approvals/approve')).map((r) => r.body)).toEqual([{ ids: [5, 7] }]),
  );
  expect(await screen.findByRole('button', { name: 'Approve chosen (0)' })).toBeDisabled();
});

it('tells a role without approvals that this part is not theirs, and asks nothing of the API', async () => {
  staffApi({ role: 'moderator' });
  act(() => staffSession.getState().signIn('staff-token'));
  open();
  expect(await screen.findByText(AREA_REFUSED)).toBeInTheDocument();
  expect(await sent('GET', '/staff/approvals?page=1&per_page=10')).toHaveLength(0);
});

it('goes back to the sign-in form when the API no longer takes the staff token', async () => {
  staffApi();
  act(() => staffSession.getState().signIn('expired-token'));
  open();
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(staffSession.getState().token).toBeNull();
});
