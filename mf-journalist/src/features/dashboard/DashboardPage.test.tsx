import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, authStore, ROUTES } from 'mf-shared';
import type { JournalistDashboard } from 'mf-shared/types/dashboard';
import type { SavedSearch } from 'mf-shared/types/saved-search';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import DashboardPage from './DashboardPage';

beforeEach(() => act(() => authStore.getState().clearSession()));
afterEach(() => jest.restoreAllMocks());

const figures: JournalistDashboard = {
  interviews: { pending: 3, approved: 4, rejected: 1, cancelled: 0, done: 2, total: 10 },
  upcoming: [
    { id: 71, guest_id: 5, guest_fullname: 'Ada Lim', date: '2026-07-01T14:30:00', time_zone: 'UTC' },
    { id: 72, guest_id: 6, guest_fullname: 'Bo Chen', date: '2026-07-03T09:00:00', time_zone: null },
  ],
  questions_waiting: 6,
  contacts: 17,
  saved_searches: [
    {
      id: 8,
      name: 'Fintech in Asia',
      query: { search: 'fintech' },
      is_paused: false,
      last_new_count: 4,
      last_run_at: '2026-06-01T06:00:00',
    },
    { id: 9, name: 'Energy', query: {}, is_paused: true, last_new_count: 0, last_run_at: '2026-06-01T06:00:00' },
  ],
  median_hours_to_approval: 5.25,
  approvals: 12,
};

const saved: SavedSearch[] = [
  {
    id: 8,
    name: 'Fintech in Asia',
    query: { search: 'fintech', country: [7, 8], sort: 'relevance', direction: 'desc' },
    is_paused: false,
    last_run_at: '2026-06-01T06:00:00',
    last_new_count: 4,
    created_at: '2026-05-01T06:00:00',
  },
  {
    id: 9,
    name: 'Energy',
    query: { expertise: [9] },
    is_paused: true,
    last_run_at: '2026-06-01T06:00:00',
    last_new_count: 0,
    created_at: '2026-05-02T06:00:00',
  },
];

function mockApi(dashboard: () => Promise<unknown> = () => Promise.resolve({ data: { data: figures } })) {
  return jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/dashboard') return dashboard();
    if (url === '/saved-searches') return Promise.resolve({ data: { data: saved } });
    if (url === '/requests/summary')
      return Promise.resolve({
        data: { data: { open_count: 2, new_pitches_count: 5, median_minutes_to_first_pitch: 95 } },
      });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const renderPage = () =>
  renderWithServerData(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );

it('invites a visitor to sign in as a Journalist, and asks nothing of the API', async () => {
  const get = mockApi();
  act(() => authStore.getState().setUserType('expert'));
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Login as a Journalist' }));
  expect(authStore.getState()).toMatchObject({ userType: 'journalist', loginOpen: true });
  expect(get).not.toHaveBeenCalled();
});

it('greets a signed-in journalist by name and keeps the shortcuts to the directory and email templates', async () => {
  mockApi();
  signInForTest({ email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });
  renderPage();
  expect(screen.getByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login as a Journalist' })).not.toBeInTheDocument();
  const shortcuts = screen.getByRole('list', { name: 'Your workspace' });
  expect(
    within(shortcuts)
      .getAllByRole('link')
      .map((a) => [a.textContent?.slice(0, 15), a.getAttribute('href')]),
  ).toEqual([
    ['Find an expert→', ROUTES.DIRECTORY],
    ['Email templates', ROUTES.EMAIL_TEMPLATES],
  ]);
  await screen.findByRole('list', { name: 'Your figures' });
});

it('shows the API’s figures, each card linking to its panel', async () => {
  mockApi();
  signInForTest();
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await screen.findByRole('list', { name: 'Your figures' });

  const panels: [string, string][] = [
    ['Interviews', '/dashboard/interviews'],
    ['Upcoming interviews', '/dashboard/upcoming'],
    ['Questions waiting', '/dashboard/questions'],
    ['Contacts saved', '/dashboard/contacts'],
    ['Saved searches', '/dashboard/saved-searches'],
    ['Median time to approval', '/dashboard/response-time'],
  ];
  for (const [title, href] of panels) expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', href);

  const interviews = screen.getByTestId('dashboard-interviews');
  expect(interviews).toHaveTextContent('10 interview requests');
  expect(interviews).toHaveTextContent('Pending3Approved4Done2Rejected1Cancelled0');

  const upcoming = screen.getByTestId('dashboard-upcoming');
  expect(upcoming).toHaveTextContent('Ada Lim2026/07/01 02:30 PM');
  expect(upcoming).toHaveTextContent('Bo Chen2026/07/03 09:00 AM');

  expect(screen.getByTestId('dashboard-questions')).toHaveTextContent('6 questions waiting for an answer');
  expect(screen.getByTestId('dashboard-contacts')).toHaveTextContent('17 contacts');
  expect(screen.getByRole('link', { name: 'Open requests' })).toHaveAttribute('href', '/requests');
  await waitFor(() =>
    expect(screen.getByTestId('dashboard-requests')).toHaveTextContent(
      '2 open requestsNew pitches5Median time to first pitch1 h 35 min',
    ),
  );
  expect(screen.getByTestId('dashboard-response-time')).toHaveTextContent('5.3 hours over 12 approvals');

  const searches = within(screen.getByTestId('dashboard-saved-searches'));
  const fintech = await searches.findByRole('link', { name: 'Open Fintech in Asia in the directory' });
  expect(fintech).toHaveAttribute('href', '/directory?search=fintech&country=7%2C8');
  expect(fintech.closest('li')).toHaveTextContent('4 new');
  expect(searches.getByRole('link', { name: 'Open Energy in the directory' })).toHaveAttribute(
    'href',
    '/directory?expertise=9',
  );
  const energy = searches.getByText('Energy').closest('li')!;
  expect(energy).toHaveTextContent('Paused');
  expect(energy).not.toHaveTextContent(/\d new/);
  expect(energy).toHaveTextContent('No new matches');
});

it('says "-" for the median time when nothing was approved yet', async () => {
  mockApi(() =>
    Promise.resolve({
      data: { data: { ...figures, median_hours_to_approval: null, approvals: 0, saved_searches: [], upcoming: [] } },
    }),
  );
  signInForTest();
  renderPage();
  const card = await screen.findByTestId('dashboard-response-time');
  expect(card).toHaveTextContent('- no approval yet');
  expect(screen.getByTestId('dashboard-upcoming')).toHaveTextContent('No interviews ahead.');
  expect(screen.getByTestId('dashboard-saved-searches')).toHaveTextContent('None yet');
});

it('says so when the figures could not be loaded', async () => {
  mockApi(() => Promise.reject(new Error('down')));
  signInForTest();
  renderPage();
  expect(await screen.findByText('This could not be loaded. Please try again.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Your figures' })).not.toBeInTheDocument();
});
