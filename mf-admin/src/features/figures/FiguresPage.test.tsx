import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { addDays } from 'mf-shared/validation';
import { staffSession } from '../../lib/staffSession';
import type { Figures, FiguresDay } from './api';
import FiguresPage from './FiguresPage';

const today = new Date().toISOString().slice(0, 10);

const day = (date: string): FiguresDay => ({
  date,
  signups_journalists: 2,
  signups_experts: 1,
  approvals: 1,
  approval_median_hours: 6,
  interview_requests: 3,
  interviews_pending: 1,
  interviews_accepted: 1,
  interviews_rejected: 1,
  interviews_cancelled: 0,
  interviews_done: 0,
  questions: 2,
  questions_answered: 1,
  first_answer_median_minutes: 30,
  mrr_cents: 2000,
  active_subscriptions: 1,
});

const figures = (from: string, to: string): Figures => ({
  from,
  to,
  currency: 'SGD',
  approvals_waiting: 4,
  totals: {
    ...day(to),
    signups_journalists: 12,
    signups_experts: 5,
    approval_median_hours: 15.5,
    acceptance_percent: 75,
    first_answer_median_minutes: 42,
    mrr_cents: 1_234_567,
  },
  days: [day(from), day(to)],
});

let csvAuthorization: string | null = null;
beforeEach(() => {
  server.use(
    http.get(route('/staff/me'), () =>
      HttpResponse.json({
        data: {
          id: 1,
          email: 'owner@example.com',
          role: 'owner',
          two_factor: false,
          permissions: ['approvals', 'accounts', 'contact', 'audit', 'figures', 'payments'],
          last_sign_in_at: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    ),
    http.get(route('/staff/figures'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({ data: figures(params.get('from')!, params.get('to')!) });
    }),
    http.get(route('/staff/figures.csv'), ({ request }) => {
      csvAuthorization = request.headers.get('authorization');
      return new HttpResponse('date,signups_journalists\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
  act(() => staffSession.getState().signIn('staff-token'));
});
afterEach(() => act(() => staffSession.getState().signOut()));

it('shows the last 30 days’ totals and charts, and another range on asking', async () => {
  renderAt('/admin/figures', { '/admin/figures': <FiguresPage /> });
  expect(await screen.findByText('Approvals waiting now')).toBeInTheDocument();
  expect(screen.getByText('15.5 h')).toBeInTheDocument();
  expect(screen.getByText('42 min')).toBeInTheDocument();
  expect(screen.getByText('75%')).toBeInTheDocument();
  expect(screen.getByText('12,345.67')).toBeInTheDocument();
  expect(await sent('GET', `/staff/figures?from=${addDays(today, -29)}&to=${today}`)).toHaveLength(1);
  // The charts arrive in their own chunk.
  expect(await screen.findByText('Sign-ups per day')).toBeInTheDocument();
  expect(screen.getByText('Monthly recurring revenue (SGD, before GST)')).toBeInTheDocument();

  fireEvent.click(screen.getByText('Last 7 days'));
  await waitFor(async () =>
    expect(await sent('GET', `/staff/figures?from=${addDays(today, -6)}&to=${today}`)).toHaveLength(1),
  );
});

it('downloads the range’s CSV with the staff token', async () => {
  const createObjectURL = jest.fn(() => 'blob:figures');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('presspoint-figures-2026-03-01-to-2026-03-31.csv');
    expect(this.href).toBe('blob:figures');
  });
  renderAt('/admin/figures?from=2026-03-01&to=2026-03-31', { '/admin/figures': <FiguresPage /> });
  fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(await sent('GET', '/staff/figures.csv?from=2026-03-01&to=2026-03-31')).toHaveLength(1);
  expect(csvAuthorization).toBe('Bearer staff-token');
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:figures');
  click.mockRestore();
});

it('says what is wrong with a range given in the address, and asks nothing', async () => {
  renderAt('/admin/figures?from=2026-03-04&to=2026-03-01', { '/admin/figures': <FiguresPage /> });
  expect(await screen.findByText('The end must not be before the start')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  expect((await sent('GET')).filter((r) => r.path.startsWith('/staff/figures'))).toEqual([]);
});
