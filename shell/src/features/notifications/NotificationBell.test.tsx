import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ERROR_MESSAGES, STATUS, type Status } from 'mf-shared';
import type { AppNotification } from 'mf-shared/entities/notification';
import { db, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { signInForTest } from 'mf-shared/test/session';
import NotificationBell from './NotificationBell';

// The spec's date-time format (section 9), in the viewer's time zone: never the browser's locale format.
const SPEC_DATE_TIME = /^\d{4}\/\d{2}\/\d{2} (0\d|1[0-2]):[0-5]\d (AM|PM)$/;

const notification = (id: number, read_at: string | null = null): AppNotification => ({
  id,
  type: 'Interview',
  data: `<p>New interview request ${id}</p>`,
  read_at,
  created_at: '2026-11-23T03:15:52Z',
});

/** The data set the API answers from: these notifications and 2 unread messages (each mark-read answered by the data set). */
function fakeApi(list: AppNotification[]) {
  db.notifications = list;
  db.unreadMessages = 2;
}

function renderBell(status: Status = STATUS.SIMPLE_USER) {
  signInForTest({ status });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

/** The paths of the requests sent with `method`, their query left off. */
const pathsSent = async (method: string) => (await sent(method)).map(({ path }) => path.split('?')[0]);

it('shows when each notification came in the spec’s date-time format', async () => {
  fakeApi([notification(1)]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const time = (await screen.findByRole('menuitem')).querySelector('time')!;
  expect(time.textContent).toMatch(SPEC_DATE_TIME);
  expect(time).toHaveAttribute('dateTime', '2026-11-23T03:15:52Z');
});

it('marks each unread one read with a request of its own when the list opens, then clears the badge', async () => {
  fakeApi([notification(1), notification(2), notification(3, '2026-11-20T10:00:00Z')]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  expect((await pathsSent('POST')).sort()).toEqual(['/notifications/read/1', '/notifications/read/2']);
  expect(screen.getByText('Unread messages: 2')).toBeInTheDocument();
});

it('only logs a failed mark-read, and keeps the notifications unread', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  fakeApi([notification(1), notification(2)]);
  // The mark-read of notification 2 fails at the network; the others are answered by the data set.
  server.use(
    http.post(route('/notifications/read/:id'), ({ params }) => (params.id === '2' ? HttpResponse.error() : undefined)),
  );
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  await waitFor(() => expect(warn).toHaveBeenCalledWith('Marking notifications read failed', expect.any(Error)));
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
});

it('says "No data" when there is nothing', async () => {
  fakeApi([]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
  expect(await screen.findByText(ERROR_MESSAGES.NO_DATA)).toBeInTheDocument();
});

it('does not ask for the unread-message count of a user who must pay (the API refuses it)', async () => {
  fakeApi([notification(1)]);
  renderBell(STATUS.MUST_PAY);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  expect(await pathsSent('GET')).toContain('/notifications');
  expect(await pathsSent('GET')).not.toContain('/conversation/count-unread');
});
