import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { staffSession } from '../../lib/staffSession';
import type { RecentItem, ReportGroup } from './api';
import ModerationPage from './ModerationPage';

const owner = { id: 2, email: 'expert@example.com', name: 'Ava Expert' };

const group = (over: Partial<ReportGroup> = {}): ReportGroup => ({
  item_type: 'story_idea',
  item_id: 12,
  title: 'Rates and renters in 2026',
  path: '/story-ideas/12',
  created_at: '2026-11-20T08:00:00Z',
  hidden_at: null,
  hidden_reason: null,
  owner,
  reports_count: 3,
  first_reported_at: '2026-11-26T08:00:00Z',
  last_reported_at: '2026-11-27T08:00:00Z',
  reasons: { spam: 2, misleading: 1 },
  notes: ['Sells a course'],
  ...over,
});

const recent = (over: Partial<RecentItem> = {}): RecentItem => ({
  item_type: 'news',
  item_id: 12,
  title: 'Chip exports rise',
  path: '/news/chip-exports-rise',
  created_at: '2026-11-26T08:00:00Z',
  hidden_at: null,
  hidden_reason: null,
  owner,
  open_reports: 0,
  ...over,
});

const meta = (total: number) => ({ current_page: 1, per_page: 10, total, last_page: 1 });

beforeEach(() => {
  server.use(
    http.get(route('/staff/me'), () =>
      HttpResponse.json({
        data: {
          id: 3,
          email: 'moderator@example.com',
          role: 'moderator',
          two_factor: false,
          permissions: ['content', 'reports'],
          last_sign_in_at: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    ),
    http.get(route('/staff/moderation/reports'), () => {
      const rows = [
        group(),
        group({ item_type: 'guest', item_id: 12, title: 'Mei Tan', path: '/contact/12/overview' }),
      ];
      return HttpResponse.json({ data: rows, meta: meta(rows.length) });
    }),
    http.get(route('/staff/moderation/recent'), () => {
      const rows = [
        recent(),
        recent({
          item_type: 'event',
          item_id: 4,
          title: 'Budget briefing',
          hidden_at: '2026-11-27T09:00:00Z',
          hidden_reason: 'Misleading dates on the page.',
        }),
      ];
      return HttpResponse.json({ data: rows, meta: meta(rows.length) });
    }),
    http.post(route('/staff/moderation/:type/:id/hide'), () =>
      HttpResponse.json(
        { message: 'The given data was invalid.', errors: { reason: ['Please say which rule it breaks.'] } },
        { status: 422 },
      ),
    ),
    http.post(route('/staff/moderation/:type/:id/:action'), () => HttpResponse.json({ data: {}, message: 'Done' })),
  );
  act(() => staffSession.getState().signIn('staff-token'));
});
afterEach(() => act(() => staffSession.getState().signOut()));

it('shows open reports grouped by item with counts, reasons and notes; hides with a reason, dismisses', async () => {
  renderAt('/admin/moderation', { '/admin/moderation': <ModerationPage /> });
  const idea = (await screen.findByText('Rates and renters in 2026')).closest('tr')!;
  expect(within(idea).getByText('Story idea')).toBeInTheDocument();
  expect(within(idea).getByText('3 reports')).toBeInTheDocument();
  expect(within(idea).getByText('Spam or advertising: 2')).toBeInTheDocument();
  expect(within(idea).getByText('“Sells a course”')).toBeInTheDocument();
  expect(within(idea).getByText('expert@example.com')).toBeInTheDocument();
  expect(within(idea).getByRole('link', { name: 'Rates and renters in 2026' })).toHaveAttribute(
    'href',
    '/story-ideas/12',
  );
  // Same id, another kind: its own row.
  expect(screen.getByText('Mei Tan').closest('tr')).not.toBe(idea);

  fireEvent.click(within(idea).getByRole('button', { name: 'Hide Rates and renters in 2026' }));
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText('Reason');
  // The shared rule first: too short never leaves the page.
  fireEvent.change(field, { target: { value: 'Spam' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(await within(dialog).findByText('This field must be at least 10 characters')).toBeInTheDocument();
  expect(await sent('POST', '/staff/moderation/story_idea/12/hide')).toHaveLength(0);
  // The server's answer shows on the field, the reason kept.
  fireEvent.change(field, { target: { value: 'Advertises a paid course.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(await within(dialog).findByText('Please say which rule it breaks.')).toBeInTheDocument();
  expect(field).toHaveValue('Advertises a paid course.');
  expect((await sent('POST', '/staff/moderation/story_idea/12/hide')).map((r) => r.body)).toEqual([
    { reason: 'Advertises a paid course.' },
  ]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  fireEvent.click(within(idea).getByRole('button', { name: 'Dismiss the reports of Rates and renters in 2026' }));
  await waitFor(async () => expect(await sent('POST', '/staff/moderation/story_idea/12/dismiss')).toHaveLength(1));
});

it('lists recently published items and unhides a hidden one with a reason', async () => {
  renderAt('/admin/moderation', { '/admin/moderation': <ModerationPage /> });
  await screen.findByText('Rates and renters in 2026');
  fireEvent.click(screen.getByText('Recently published'));
  const hidden = (await screen.findByText('Budget briefing')).closest('tr')!;
  expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
  expect(within(hidden).getByText(/Misleading dates on the page\./)).toBeInTheDocument();
  expect(screen.getByText('Chip exports rise').closest('tr')!).toHaveTextContent('None');

  fireEvent.click(within(hidden).getByRole('button', { name: 'Unhide Budget briefing' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The organiser fixed the dates.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unhide' }));
  await waitFor(async () =>
    expect((await sent('POST', '/staff/moderation/event/4/unhide')).map((r) => r.body)).toEqual([
      { reason: 'The organiser fixed the dates.' },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
