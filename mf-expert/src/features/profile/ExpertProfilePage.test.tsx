import { act, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore, ROLE, ROUTES, STATUS, type Status } from 'mf-shared';
import type { ExpertGuestItem } from 'mf-shared/entities/guest';
import { renderWithServerData } from 'mf-shared/test/server-data';
import ExpertProfilePage from './ExpertProfilePage';
import { userForTest } from 'mf-shared/test/session';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

const guest = (id: number, first_name: string): ExpertGuestItem => ({
  id,
  guest_id: id,
  first_name,
  last_name: 'Lee',
  avatar: null,
  title: 'Chief Economist',
  headline: null,
  expertise: [],
  is_draft: false,
  is_hidden: false,
  last_confirmed_at: null,
  completeness: { percent: 80, missing: [] },
  updated_at: '2026-03-05T10:00:00Z',
});

function renderAt(tab: string, status: Status = STATUS.SIMPLE_USER) {
  act(() =>
    authStore.getState().setSession({
      accessToken: 't',
      user: userForTest({
        id: 7,
        role: ROLE.EXPERT,
        status,
        email: 'erin@example.com',
        profile: { first_name: 'Erin', last_name: 'Expert' },
      }),
    }),
  );
  return renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[`${ROUTES.EXPERT_PROFILE}/${tab}`]}>
        <Routes>
          <Route
            path={`${ROUTES.EXPERT_PROFILE}/:tab?`}
            element={<ExpertProfilePage teamMembers={<p>The team tab</p>} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

it('has the spec’s tabs in order', async () => {
  jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } } });
  renderAt('team-members');
  const sections = screen.getByRole('navigation', { name: 'Profile sections' });
  expect(
    within(sections)
      .getAllByRole('link')
      .map((t) => t.textContent),
  ).toEqual(['Personal info', 'Company', 'Security', 'Payment', 'Guests', 'Team members', 'Request alerts']);
  expect(within(sections).getByRole('link', { name: 'Team members' })).toHaveAttribute('aria-current', 'page');
  expect(within(screen.getByRole('region', { name: 'Team members' })).getByText('The team tab')).toBeInTheDocument();
});

it('lists the account’s guests, each linking to its overview, with Manage guests', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({
    data: {
      data: [guest(42, 'Ann'), guest(43, 'Bo')],
      meta: { current_page: 1, per_page: 10, total: 12, last_page: 2 },
    },
  });
  renderAt('guests');
  // The tab's code loads when it opens.
  const panel = screen.getByRole('region', { name: 'Guests' });
  expect(await within(panel).findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/guests/42/overview');
  expect(within(panel).getByRole('link', { name: 'Bo Lee' })).toHaveAttribute('href', '/guests/43/overview');
  expect(within(panel).getByRole('link', { name: 'Manage guests' })).toHaveAttribute('href', ROUTES.GUESTS);
  expect(within(panel).getByText('10 of 12 guests shown.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    '/guests',
    expect.objectContaining({ params: expect.objectContaining({ per_page: 10 }) }),
  );
});

it('does not ask for guests before the account is active', async () => {
  const get = jest.spyOn(api, 'get');
  renderAt('guests', STATUS.MUST_PAY);
  expect(await screen.findByText('Your guests are listed here once your account is active.')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalledWith('/guests', expect.anything());
});
