import { screen, waitFor, within } from '@testing-library/react';
import { api, ROLE } from 'mf-shared';
import { pendingInterview } from 'mf-shared/test/interview';
import { pageOf, renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import InterviewsPage from './InterviewsPage';

// The workspace itself (table, approve, reject, reschedule, live reload) is tested in mf-shared
// (InterviewsWorkspace.test.tsx); this page adds its tabs, their titles, the redirect of an unknown
// view and the coverage on the archive tab.
beforeEach(() => {
  signInForTest({ id: 9, role: ROLE.EXPERT, first_name: 'Eve', last_name: 'Expert' });
});
afterEach(() => jest.restoreAllMocks());

const renderAt = (url: string) => renderPagesAt(url, { '/interviews/expert/:view': <InterviewsPage /> });

describe('the expert’s interviews page', () => {
  it('shows the tabs with the view’s title and subtitle, asking the API for that view', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    renderAt('/interviews/expert/pending');
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending invitations' })).toBeInTheDocument();
    expect(screen.getByText('Requests for your guests waiting for your answer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Planned' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archive' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/interview',
      expect.objectContaining({ params: expect.objectContaining({ view: 'pending' }) }),
    );
    // The coverage is on the archive tab only.
    expect(screen.queryByRole('region', { name: 'Coverage' })).not.toBeInTheDocument();
  });

  it('sends an unknown view to the pending invitations', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([]));
    renderAt('/interviews/expert/nonsense');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/interviews\/expert\/pending$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending invitations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
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
        : pageOf([pendingInterview({ id: 5, status: 4, actions: [] })]),
    );
    renderAt('/interviews/expert/archive');
    const coverage = await screen.findByRole('region', { name: 'Coverage' });
    expect(await within(coverage).findByRole('link', { name: 'https://ledger.example/ann-on-rates' })).toHaveAttribute(
      'href',
      'https://ledger.example/ann-on-rates',
    );
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  });
});
