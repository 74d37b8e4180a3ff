import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { api, authStore, ROUTES } from 'mf-shared';
import type { ContactItem } from 'mf-shared/types/contact';
import type { JournalistDashboard } from 'mf-shared/types/dashboard';
import type { SavedSearch } from 'mf-shared/types/saved-search';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import DashboardPanelPage from './DashboardPanelPage';

beforeEach(() => {
  act(() => authStore.getState().clearSession());
  signInForTest();
});
afterEach(() => jest.restoreAllMocks());

const figures: JournalistDashboard = {
  interviews: { pending: 2, approved: 5, rejected: 1, cancelled: 0, done: 2, total: 10 },
  upcoming: [],
  questions_waiting: 1,
  contacts: 23,
  saved_searches: [],
  median_hours_to_approval: 30,
  approvals: 1,
};

const search = (id: number, name: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name,
  query: { search: 'fintech', country: [7], rating: 4 },
  is_paused: false,
  last_run_at: '2026-06-01T06:00:00',
  last_new_count: 0,
  created_at: '2026-05-01T06:00:00',
  ...extra,
});

const contact = (id: number, first: string, last: string): ContactItem => ({
  id,
  guest_id: id,
  first_name: first,
  last_name: last,
  avatar: null,
  title: 'Economist',
  company_name: 'Acme',
  expertise: [],
  is_private: false,
  is_draft: false,
  saved_at: '2026-05-04T10:00:00',
  unavailable: false,
});

let searches: SavedSearch[];
function mockGets() {
  return jest.spyOn(api, 'get').mockImplementation((url: string) => {
    const answers: Record<string, unknown> = {
      '/dashboard': { data: figures },
      '/saved-searches': { data: searches },
      '/countries': { data: [{ id: 7, name: 'Singapore', code: 'SG' }] },
      '/expertises': { data: [] },
      '/languages': { data: [] },
      '/available': { data: [] },
      '/interview/upcoming': {
        data: [
          { id: 2, guest_fullname: 'Bo Chen', date: '2026-07-03T09:00:00' },
          { id: 1, guest_fullname: 'Ada Lim', date: '2026-07-01T14:30:00' },
        ],
      },
      '/contacts': {
        data: [contact(4, 'Cy', 'Doe'), contact(3, 'Di', 'Roe')],
        meta: { current_page: 1, per_page: 10, total: 23, last_page: 3 },
      },
    };
    return url in answers ? Promise.resolve({ data: answers[url] }) : Promise.reject(new Error(`unexpected ${url}`));
  });
}

const renderAt = (url: string) =>
  renderWithServerData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTES.DASHBOARD_PANEL} element={<DashboardPanelPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the saved-searches panel', () => {
  beforeEach(() => {
    searches = [search(8, 'Fintech in Asia', { last_new_count: 3 }), search(9, 'Energy', { is_paused: true })];
  });

  it('lists every saved search with its filters, new matches, last run and a way to open it', async () => {
    mockGets();
    renderAt('/dashboard/saved-searches');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    const row = (await screen.findByText('Fintech in Asia')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Search “fintech” · Country: Singapore · 4+ stars'));
    expect(row).toHaveTextContent('3 new');
    expect(row).toHaveTextContent('2026/06/01 06:00 AM');
    expect(within(row).getByRole('link', { name: 'Open Fintech in Asia in the directory' })).toHaveAttribute(
      'href',
      '/directory?search=fintech&country=7&rating=4',
    );
    expect(within(row).getByRole('switch', { name: 'Pause alerts for Fintech in Asia' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Resume alerts for Energy' })).not.toBeChecked();
  });

  it('pauses and resumes the alerts', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    const get = mockGets();
    const patch = jest.spyOn(api, 'patch').mockImplementation((url: string, body?: unknown) => {
      const id = Number(url.split('/').pop());
      searches = searches.map((s) => (s.id === id ? { ...s, ...(body as Partial<SavedSearch>) } : s));
      return Promise.resolve({ data: { data: searches.find((s) => s.id === id), message: 'Alerts paused' } });
    });
    renderAt('/dashboard/saved-searches');
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause alerts for Fintech in Asia' }));
    expect(patch).toHaveBeenCalledWith('/saved-searches/8', { is_paused: true });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Alerts paused'));
    // The list is read again, and the switch shows what the server keeps.
    expect(await screen.findByRole('switch', { name: 'Resume alerts for Fintech in Asia' })).not.toBeChecked();
    expect(get.mock.calls.filter(([url]) => url === '/saved-searches')).toHaveLength(2);

    await userEvent.click(screen.getByRole('switch', { name: 'Resume alerts for Energy' }));
    expect(patch).toHaveBeenLastCalledWith('/saved-searches/9', { is_paused: false });
    expect(await screen.findByRole('switch', { name: 'Pause alerts for Energy' })).toBeChecked();
  });

  it('deletes a saved search only once confirmed', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    mockGets();
    const remove = jest.spyOn(api, 'delete').mockImplementation((url: string) => {
      searches = searches.filter((s) => `/saved-searches/${s.id}` !== url);
      return Promise.resolve({ data: { message: 'Saved search deleted' } });
    });
    renderAt('/dashboard/saved-searches');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Energy' }));
    expect(remove).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete this saved search?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Energy' }));
    const again = (await screen.findAllByRole('tooltip')).at(-1)!;
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('/saved-searches/9');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved search deleted'));
    await waitFor(() => expect(screen.queryByText('Energy')).not.toBeInTheDocument());
    expect(screen.getByText('Fintech in Asia')).toBeInTheDocument();
  });

  it('points to the directory when there is none', async () => {
    searches = [];
    mockGets();
    renderAt('/dashboard/saved-searches');
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Search the directory/ })).toHaveAttribute('href', '/directory');
  });
});

describe('the other panels', () => {
  it('draws a bar per interview status', async () => {
    mockGets();
    renderAt('/dashboard/interviews');
    const bars = await screen.findByRole('list', { name: 'Interviews by status' });
    expect(screen.getByText('interview requests').closest('p')).toHaveTextContent('10 interview requests');
    expect(within(bars).getByTestId('status-approved')).toHaveTextContent('Approved5 (50%)');
    expect(within(bars).getByTestId('status-approved').querySelector('.dashboard__bar > span')).toHaveStyle({
      width: '50%',
    });
    expect(within(bars).getByTestId('status-cancelled')).toHaveTextContent('Cancelled0 (0%)');
  });

  it('lists every upcoming interview, nearest first, in the shared date format', async () => {
    mockGets();
    renderAt('/dashboard/upcoming');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Ada Lim2026/07/01 02:30 PM', 'Bo Chen2026/07/03 09:00 AM']);
  });

  it('shows the questions waiting with a way to them', async () => {
    mockGets();
    renderAt('/dashboard/questions');
    expect(await screen.findByText('question waiting for an answer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your questions' })).toHaveAttribute('href', '/questions/journalist');
  });

  it('shows the contacts count and the latest contacts', async () => {
    const get = mockGets();
    renderAt('/dashboard/contacts');
    expect(await screen.findByRole('link', { name: 'Cy Doe' })).toHaveAttribute('href', '/contact/4/overview');
    expect(screen.getByText('23')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Latest contacts' })).toHaveTextContent('Di Roe Economist, Acme04.05.2026');
    expect(screen.getByRole('link', { name: 'All contacts' })).toHaveAttribute('href', '/directory/all-contacts');
    expect(get).toHaveBeenCalledWith('/contacts', expect.objectContaining({ params: { per_page: 10 } }));
  });

  it('shows the median time to approval and what it is drawn from', async () => {
    mockGets();
    renderAt('/dashboard/response-time');
    expect(await screen.findByText('30 hours')).toBeInTheDocument();
    expect(screen.getByText('Drawn from 1 approved request.')).toBeInTheDocument();
  });

  it('says No Result Found for an unknown panel, with a way back', () => {
    const get = mockGets();
    renderAt('/dashboard/nonsense');
    expect(screen.getByText('No Result Found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '← Back to the dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    expect(get).not.toHaveBeenCalled();
  });
});
