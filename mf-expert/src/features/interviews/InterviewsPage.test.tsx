import { screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, ROLE } from 'mf-shared';
import type { InterviewItem } from 'mf-shared/entities/interview';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import InterviewsPage from './InterviewsPage';

// The workspace itself (table, approve, reject, reschedule, live reload) is tested in mf-shared
// (InterviewsWorkspace.test.tsx); this page adds its tabs, their titles, the redirect of an unknown
// view and the coverage on the archive tab.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => {
  signInForTest({ id: 9, role: ROLE.EXPERT, first_name: 'Eve', last_name: 'Expert' });
});
afterEach(() => jest.restoreAllMocks());

const pending = (over: Partial<InterviewItem> = {}): InterviewItem => ({
  id: 21,
  status: 0,
  // 15:00 UTC: 10:00 AM in New York (EST), 11:00 PM in Singapore.
  date_interview: '2031-01-15T15:00:00.000Z',
  time_zone: 'America/New_York',
  expert_time_zone: null,
  guest: { id: 3, first_name: 'Ann', last_name: 'Lee', avatar: null },
  journalist: { id: 1, name: 'Jo Reporter', company_name: 'Daily Ledger' },
  comment: null,
  note: null,
  published_link: null,
  created_at: '2030-12-01T09:00:00.000Z',
  updated_at: '2030-12-01T09:00:00.000Z',
  actions: ['approve', 'reject', 'reschedule', 'note'],
  ...over,
});

const list = (rows: InterviewItem[]) => ({
  data: { data: rows, meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 } },
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(url: string) {
  return renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/interviews/expert/:view" element={<InterviewsPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

describe('the expert’s interviews page', () => {
  it('shows the tabs with the view’s title and subtitle, asking the API for that view', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(list([pending()]));
    renderAt('/interviews/expert/pending');
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending invitations' })).toBeInTheDocument();
    expect(screen.getByText('Requests for your guests waiting for your answer.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Planned' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archive' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/interview',
      expect.objectContaining({ params: expect.objectContaining({ view: 'pending' }) }),
    );
    // The coverage is on the archive tab only.
    expect(screen.queryByRole('region', { name: 'Coverage' })).not.toBeInTheDocument();
  });

  it('sends an unknown view to the pending invitations', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(list([]));
    renderAt('/interviews/expert/nonsense');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/interviews\/expert\/pending$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending invitations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeInTheDocument();
  });

  it('shows the coverage on the archive page', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
      url === '/interview/coverage'
        ? {
            data: {
              data: [
                {
                  id: 5,
                  guest: { id: 3, first_name: 'Ann', last_name: 'Lee', avatar: null },
                  journalist: { id: 1, name: 'Jo Reporter', company_name: 'Daily Ledger' },
                  date_interview: '2030-11-02T10:00:00.000Z',
                  published_link: 'https://ledger.example/ann-on-rates',
                },
              ],
            },
          }
        : list([pending({ id: 5, status: 4, actions: [] })]),
    );
    renderAt('/interviews/expert/archive');
    const coverage = await screen.findByRole('region', { name: 'Coverage' });
    expect(await within(coverage).findByRole('link', { name: 'https://ledger.example/ann-on-rates' })).toHaveAttribute(
      'href',
      'https://ledger.example/ann-on-rates',
    );
    expect(screen.getByRole('tab', { name: 'Archive', selected: true })).toBeInTheDocument();
  });
});
