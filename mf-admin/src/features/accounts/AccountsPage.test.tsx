import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STATUS } from 'mf-shared';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { staffSession } from '../../lib/staffSession';
import type { Account } from './api';
import AccountsPage from './AccountsPage';

const account = (id: number, over: Partial<Account> = {}): Account => ({
  id,
  first_name: 'Wei',
  last_name: `Tan ${id}`,
  email: `wei${id}@example.com`,
  company_name: 'Tan Advisory',
  role: 0,
  status: STATUS.SIMPLE_USER,
  date_deleting: null,
  deleted_at: null,
  approved_at: '2026-01-01T00:00:00Z',
  locked_at: null,
  created_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: null,
  guests_count: 3,
  team_members_count: 1,
  team_owner: null,
  subscription: { plan: 'Visibility', status: 'active', current_period_end: null },
  ...over,
});

beforeEach(() => {
  server.use(
    http.get(route('/staff/me'), () =>
      HttpResponse.json({
        data: {
          id: 1,
          email: 'support@example.com',
          role: 'support',
          two_factor: false,
          permissions: ['approvals', 'accounts', 'audit'],
          last_sign_in_at: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    ),
    http.get(route('/staff/accounts'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      const rows = [
        account(8),
        account(9, { status: STATUS.LOCKED_BY_ADMIN, subscription: null }),
        account(10, {
          status: STATUS.WILL_BE_DELETED,
          date_deleting: '2026-10-01T00:00:00Z',
          deleted_at: '2026-10-01T03:00:00Z',
        }),
      ].filter((a) => !q || a.email.includes(q));
      return HttpResponse.json({
        data: rows,
        meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 },
      });
    }),
    http.post(route('/staff/accounts/:id/:action'), () => HttpResponse.json({ data: {} })),
  );
  act(() => staffSession.getState().signIn('staff-token'));
});
afterEach(() => act(() => staffSession.getState().signOut()));

it('finds accounts by email and offers what each status allows, each with a reason', async () => {
  renderAt('/admin/accounts', { '/admin/accounts': <AccountsPage /> });
  const active = (await screen.findByText('Wei Tan 8')).closest('tr')!;
  expect(within(active).getByText('Active')).toBeInTheDocument();
  expect(within(active).getByText('Visibility (active)')).toBeInTheDocument();
  expect(within(active).getByText('3 guests, 1 team members')).toBeInTheDocument();
  const locked = screen.getByText('Wei Tan 9').closest('tr')!;
  expect(within(locked).getByText('Locked')).toBeInTheDocument();
  expect(within(locked).getByRole('button', { name: 'Unlock Wei Tan 9' })).toBeInTheDocument();
  expect(within(locked).queryByRole('button', { name: 'Lock Wei Tan 9' })).not.toBeInTheDocument();

  // Deleted by the daily job: said so, with nothing left to do to it.
  const deleted = screen.getByText('Wei Tan 10').closest('tr')!;
  expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
  expect(within(deleted).queryByRole('button')).not.toBeInTheDocument();

  fireEvent.click(within(active).getByRole('button', { name: 'Lock Wei Tan 8' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), {
    target: { value: 'Spam reported by three journalists.' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
  await waitFor(async () =>
    expect((await sent('POST', '/staff/accounts/8/lock')).map((r) => r.body)).toEqual([
      { reason: 'Spam reported by three journalists.' },
    ]),
  );

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: 'wei9' } });
  await waitFor(() => expect(screen.queryByText('Wei Tan 8')).not.toBeInTheDocument(), { timeout: 3000 });
  expect(await sent('GET', '/staff/accounts?page=1&per_page=10&q=wei9')).toHaveLength(1);
});
