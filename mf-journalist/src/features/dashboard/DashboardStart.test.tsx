import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from 'mf-shared';
import { answer, route, server, http } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import DashboardPage from './DashboardPage';

// Where a journalist starts: a first visit is welcomed, and the search opens the directory.
beforeEach(() => act(() => authStore.getState().clearSession()));

const NOTHING_YET = {
  interviews: { pending: 0, approved: 0, rejected: 0, cancelled: 0, done: 0, total: 0 },
  upcoming: [],
  questions_waiting: 0,
  contacts: 0,
  saved_searches: [],
  median_hours_to_approval: null,
  approvals: 0,
};

function DirectoryAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderDashboard(figures: typeof NOTHING_YET) {
  server.use(
    http.get(route('/dashboard'), () => answer<'/dashboard'>({ data: figures })),
    http.get(route('/saved-searches'), () => answer<'/saved-searches'>({ data: [] })),
  );
  signInForTest({ email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });
  return renderWithServerData(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/directory" element={<DirectoryAddress />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('welcomes a journalist who has asked for nothing yet, not "welcome back"', async () => {
  renderDashboard(NOTHING_YET);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ann' })).toBeInTheDocument();
});

it('searches from the dashboard: the words open the directory', async () => {
  renderDashboard(NOTHING_YET);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Find an expert' }), 'AI Singapore{Enter}');
  expect(await screen.findByTestId('address')).toHaveTextContent('/directory?search=AI+Singapore');
});
