import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast, Toaster } from 'sonner';
import {
  ACCESS_MESSAGES,
  authStore,
  PUBLIC_ACCESS,
  realtimeActive,
  ROLE,
  ROUTES,
  STATUS,
  stopRealtime,
  type AppRoute,
  type Status,
} from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import type { RealtimeConnection } from 'mf-shared';
import { AppRoutes } from '../features/routing/AppRoutes';
import { RealtimeSession } from '../features/realtime/RealtimeSession';
import { ACCOUNT_STATUS_MESSAGES, readAccountStatus } from '../features/realtime/useLiveAccountStatus';

// The Echo chunk the page's one hub loads, replaced by a connection that records what is bound,
// so a test pushes an event as the API would (on `private-account.{id}`, laravel-echo's `account.{id}`).
const bound = new Map<string, (payload: unknown) => void>();
jest.mock('../../../mf-shared/src/realtime/echo', () => ({
  connect: (): RealtimeConnection => ({
    listen: (channel, event, dispatch) => {
      bound.set(`${channel} ${event}`, dispatch);
      return () => bound.delete(`${channel} ${event}`);
    },
    disconnect: () => bound.clear(),
  }),
}));

// The signed-in header's live parts are not under test here.
jest.mock('../features/notifications/UpcomingInterview', () => ({ __esModule: true, default: () => null }));
jest.mock('../features/notifications/NotificationBell', () => ({ __esModule: true, default: () => null }));

const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });
const routes: AppRoute[] = [
  { path: ROUTES.MAIN, title: 'Main', access: PUBLIC_ACCESS, layout: 'public', load: page('Landing') },
  {
    path: ROUTES.DASHBOARD,
    title: 'Dashboard',
    access: { kind: 'signed-in', roles: [ROLE.JOURNALIST], statuses: [STATUS.SIMPLE_USER] },
    layout: 'dashboard',
    load: page('Journalist dashboard'),
  },
  {
    path: ROUTES.JOURNALIST_PERSONAL_INFO,
    title: 'Personal info',
    access: {
      kind: 'signed-in',
      roles: [ROLE.JOURNALIST],
      statuses: [STATUS.SIMPLE_USER, STATUS.WAIT_FOR_APPROVING, STATUS.WILL_BE_DELETED],
    },
    layout: 'dashboard',
    load: page('Personal info'),
  },
];

const USER_ID = 7;
const ACCOUNT_EVENT = `account.${USER_ID} AccountStatusEvent`;

/** The frame as the App composes it: the toasts (there before any page), routes behind the guard, the realtime session. */
function renderFrame(path: string) {
  renderWithServerData(
    <MemoryRouter initialEntries={[path]}>
      <Toaster />
      <AppRoutes states={{ mf_journalist: { status: 'ready', routes } }} onRetry={jest.fn()} />
      <RealtimeSession />
    </MemoryRouter>,
  );
}

/** Signed in with `status` on `path`, its page shown and the account's channel bound. */
async function openAs(status: Status, path: string, heading: string) {
  signInForTest({ id: USER_ID, status });
  renderFrame(path);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  // The hub binds once its (lazily loaded) connection is there.
  await waitFor(() => expect(bound.has(ACCOUNT_EVENT)).toBe(true));
}

const push = (payload: unknown) => act(() => bound.get(ACCOUNT_EVENT)!(payload));

afterEach(() => {
  // Toasts live beside React (sonner's state): one test's must not be what the next one finds.
  act(() => void toast.dismiss());
  act(() => authStore.getState().clearSession());
  stopRealtime();
  bound.clear();
});

it('moves a journalist approved while waiting on to the dashboard, and says so', async () => {
  await openAs(STATUS.WAIT_FOR_APPROVING, ROUTES.JOURNALIST_PERSONAL_INFO, 'Personal info');
  // Waiting, she hears her account's changes, and nothing of the workspace's (notifications, messages).
  expect([...bound.keys()]).toEqual([ACCOUNT_EVENT]);
  push({ status: STATUS.SIMPLE_USER, date_deleting: null });
  expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
  expect(await screen.findByText(ACCOUNT_STATUS_MESSAGES.APPROVED)).toBeInTheDocument();
  expect(screen.queryByText(ACCESS_MESSAGES[STATUS.WAIT_FOR_APPROVING]!)).not.toBeInTheDocument();
  expect(authStore.getState().user).toMatchObject({ id: USER_ID, status: STATUS.SIMPLE_USER, date_deleting: null });
  // Now active, the workspace's channels are listened to on the same connection.
  await waitFor(() => expect(bound.has(`newNotification-${USER_ID} NotificationEvent`)).toBe(true));
});

it('signs a locked user out with the locked message and sends them to main', async () => {
  await openAs(STATUS.SIMPLE_USER, ROUTES.DASHBOARD, 'Journalist dashboard');
  push({ status: STATUS.LOCKED_BY_ADMIN, date_deleting: null });
  expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  expect(await screen.findByText(ACCESS_MESSAGES[STATUS.LOCKED_BY_ADMIN]!)).toBeInTheDocument();
  expect(authStore.getState()).toMatchObject({ user: null, accessToken: null });
  expect(realtimeActive()).toBe(false);
});

it('signs a locked user out on a public page too', async () => {
  await openAs(STATUS.SIMPLE_USER, ROUTES.MAIN, 'Landing');
  push({ status: STATUS.LOCKED_BY_ADMIN, date_deleting: null });
  expect(await screen.findByText(ACCESS_MESSAGES[STATUS.LOCKED_BY_ADMIN]!)).toBeInTheDocument();
  expect(authStore.getState().user).toBeNull();
});

it('signs out one who arrives locked the same way (the guard), without opening a connection', async () => {
  signInForTest({ id: USER_ID, status: STATUS.LOCKED_BY_ADMIN });
  renderFrame(ROUTES.DASHBOARD);
  expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  expect(await screen.findByText(ACCESS_MESSAGES[STATUS.LOCKED_BY_ADMIN]!)).toBeInTheDocument();
  expect(authStore.getState().user).toBeNull();
  expect(realtimeActive()).toBe(false);
});

it('follows a deletion scheduled and then cancelled, keeping the connection open meanwhile', async () => {
  await openAs(STATUS.SIMPLE_USER, ROUTES.DASHBOARD, 'Journalist dashboard');
  const date = '2026-12-27T13:00:00.000Z';
  push({ status: STATUS.WILL_BE_DELETED, date_deleting: date });
  // The dashboard no longer admits her: the guard sends her home (personal info).
  expect(await screen.findByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
  expect(await screen.findByText(ACCOUNT_STATUS_MESSAGES.DELETION_SCHEDULED)).toBeInTheDocument();
  expect(authStore.getState().user).toMatchObject({ status: STATUS.WILL_BE_DELETED, date_deleting: date });
  expect(realtimeActive()).toBe(true);
  push({ status: STATUS.SIMPLE_USER, date_deleting: null });
  expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
  expect(await screen.findByText(ACCOUNT_STATUS_MESSAGES.RESTORED)).toBeInTheDocument();
  expect(authStore.getState().user).toMatchObject({ status: STATUS.SIMPLE_USER, date_deleting: null });
});

it('ignores what is not an account status, and stays where it is', async () => {
  await openAs(STATUS.WAIT_FOR_APPROVING, ROUTES.JOURNALIST_PERSONAL_INFO, 'Personal info');
  const before = authStore.getState().user;
  for (const payload of [
    null,
    'approved',
    42,
    [],
    {},
    { status: '1', date_deleting: null },
    { status: 5, date_deleting: null },
    { status: 1.5, date_deleting: null },
    { status: STATUS.SIMPLE_USER },
    { status: STATUS.SIMPLE_USER, date_deleting: 17 },
    { status: STATUS.WILL_BE_DELETED, date_deleting: 'tomorrow' },
    { status: STATUS.WILL_BE_DELETED, date_deleting: null },
    { status: STATUS.SIMPLE_USER, date_deleting: '2026-12-27T13:00:00.000Z' },
    { status: STATUS.LOCKED_BY_ADMIN, date_deleting: { toString: () => '' } },
  ])
    push(payload);
  // A valid push after them is still heard: the listener survived them all.
  expect(authStore.getState().user).toBe(before);
  expect(screen.getByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
  push({ status: STATUS.SIMPLE_USER, date_deleting: null });
  expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
});

describe('readAccountStatus', () => {
  it('reads every section-4 status the API sends', () => {
    for (const status of [0, 1, 2, 3, 4, 10])
      expect(readAccountStatus({ status, date_deleting: null })).toEqual({ status, date_deleting: null });
    expect(readAccountStatus({ status: 9, date_deleting: '2026-12-27T13:00:00.000Z' })).toEqual({
      status: 9,
      date_deleting: '2026-12-27T13:00:00.000Z',
    });
  });
});
