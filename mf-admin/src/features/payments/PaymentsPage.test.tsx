import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { staffSession } from '../../lib/staffSession';
import type { AccountPayments, Payment } from './api';
import PaymentsPage from './PaymentsPage';

const account = { id: 5, email: 'mei@example.com', first_name: 'Mei', last_name: 'Tan', role: 0 };

const payment = (id: number, over: Partial<Payment> = {}): Payment => ({
  id,
  user_id: 5,
  plan_name: 'Visibility',
  amount_cents: 26_160,
  gst_cents: 2_160,
  currency: 'SGD',
  status: 'succeeded',
  receipt_number: `PP-${id}`,
  period_end: '2027-11-01T00:00:00Z',
  provider: 'sandbox',
  provider_ref: `in_${id}`,
  created_at: '2026-11-01T08:00:00Z',
  account,
  ...over,
});

const history: AccountPayments = {
  account,
  subscriptions: [
    {
      id: 3,
      plan_name: 'Visibility',
      status: 'active',
      provider: 'sandbox',
      provider_ref: 'sub_3',
      current_period_end: '2027-11-01T00:00:00Z',
      cancel_at_period_end: false,
      created_at: '2026-11-01T08:00:00Z',
    },
  ],
  payments: [payment(11), payment(10, { status: 'refunded', receipt_number: 'PP-10' })],
};

beforeEach(() => {
  server.use(
    http.get(route('/staff/me'), () =>
      HttpResponse.json({
        data: {
          id: 1,
          email: 'owner@example.com',
          role: 'owner',
          two_factor: false,
          permissions: ['approvals', 'accounts', 'contact', 'audit', 'figures', 'payments', 'staff'],
          last_sign_in_at: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    ),
    http.get(route('/staff/payments'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = [payment(11), payment(12, { status: 'failed', receipt_number: null })].filter(
        (p) => status === 'all' || p.status === status,
      );
      return HttpResponse.json({
        data: rows,
        meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 },
      });
    }),
    http.get(route('/staff/payments/accounts/:id'), () => HttpResponse.json({ data: history })),
    http.post(route('/staff/payments/:id/refund'), ({ params }) =>
      HttpResponse.json({ data: payment(Number(params.id), { status: 'refunded' }), message: 'Refunded.' }),
    ),
  );
  act(() => staffSession.getState().signIn('staff-token'));
});
afterEach(() => act(() => staffSession.getState().signOut()));

it('lists payments and the failed ones, and refunds a succeeded one with a reason', async () => {
  renderAt('/admin/payments', { '/admin/payments': <PaymentsPage /> });
  const paid = (await screen.findByText('Receipt PP-11')).closest('tr')!;
  expect(within(paid).getByText('S$261.60')).toBeInTheDocument();
  expect(within(paid).getByText('Succeeded')).toBeInTheDocument();
  const failed = screen.getByText('Failed', { selector: '.ant-tag' }).closest('tr')!;
  expect(within(failed).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();

  fireEvent.click(screen.getByText('Failed', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(screen.queryByText('Receipt PP-11')).not.toBeInTheDocument());
  expect(await sent('GET', '/staff/payments?status=failed&page=1&per_page=10')).toHaveLength(1);
  fireEvent.click(screen.getByText('All', { selector: '.ant-segmented-item-label' }));

  fireEvent.click(await screen.findByRole('button', { name: 'Refund S$261.60 to Mei Tan' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/is told by mail/)).toBeInTheDocument();
  // The console's reason rules first: too short never leaves the page.
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Twice' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByText('This field must be at least 10 characters')).toBeInTheDocument();
  expect(await sent('POST', '/staff/payments/11/refund')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Reason'), {
    target: { value: 'Charged twice for the same year.' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(async () =>
    expect((await sent('POST', '/staff/payments/11/refund')).map((r) => r.body)).toEqual([
      { reason: 'Charged twice for the same year.' },
    ]),
  );
});

it('opens an account’s subscriptions and payments, with Refund only on succeeded ones', async () => {
  renderAt('/admin/payments', { '/admin/payments': <PaymentsPage /> });
  fireEvent.click((await screen.findAllByRole('button', { name: 'Subscriptions and payments of Mei Tan' }))[0]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('Payments of Mei Tan')).toBeInTheDocument();
  const subscriptions = within(drawer).getByRole('region', { name: 'Subscriptions' });
  expect(within(subscriptions).getByText('Active')).toBeInTheDocument();
  const payments = within(drawer).getByRole('region', { name: 'Payments of the account' });
  expect(within(payments).getByText('Refunded')).toBeInTheDocument();
  expect(within(payments).getAllByRole('button', { name: 'Refund S$261.60 to Mei Tan' })).toHaveLength(1);
  expect(await sent('GET', '/staff/payments/accounts/5')).toHaveLength(1);
});
