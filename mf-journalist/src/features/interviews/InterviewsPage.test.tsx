import { screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from 'mf-shared';
import type { InterviewItem } from 'mf-shared/entities/interview';
import { renderWithServerData } from 'mf-shared/test/server-data';
import InterviewsPage from './InterviewsPage';

// The workspace itself (table, actions, drawer, calendar, feed) is tested in mf-shared
// (InterviewsWorkspace.test.tsx); this page adds its tabs, their titles and the redirect of an unknown view.
// jsdom has no getComputedStyle for pseudo elements (antd measures scroll bars with it).
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => jest.restoreAllMocks());

const item = (over: Partial<InterviewItem> = {}): InterviewItem => ({
  id: 7,
  status: 1,
  // 10:00 in London (winter, UTC+0) is 18:00 in Singapore (UTC+8).
  date_interview: '2031-01-15T10:00:00.000Z',
  time_zone: 'Europe/London',
  expert_time_zone: 'Asia/Singapore',
  guest: { id: 3, first_name: 'Ann', last_name: 'Lee', avatar: null },
  journalist: { id: 1, name: 'Jo Reporter', company_name: 'Daily Ledger' },
  comment: null,
  note: null,
  published_link: null,
  created_at: '2030-12-01T09:00:00.000Z',
  updated_at: '2030-12-01T09:00:00.000Z',
  actions: ['cancel', 'reschedule', 'note'],
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
          <Route path="/interviews/journalist/:view" element={<InterviewsPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

describe('the journalist’s interviews page', () => {
  it('shows the tabs with the view’s title and subtitle, asking the API for that view', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(list([item()]));
    renderAt('/interviews/journalist/process');
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Interviews in process' })).toBeInTheDocument();
    expect(screen.getByText('Requests waiting for the expert’s answer.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In process', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Planned' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/interview',
      expect.objectContaining({ params: expect.objectContaining({ view: 'process' }) }),
    );
  });

  it('sends an unknown view to all interviews', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(list([]));
    renderAt('/interviews/journalist/nonsense');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/interviews\/journalist\/all$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'All interviews' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
  });
});
