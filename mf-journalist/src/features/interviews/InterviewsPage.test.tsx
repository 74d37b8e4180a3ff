import { screen, waitFor } from '@testing-library/react';
import { db, sent } from 'mf-shared/test/api';
import { approvedInterview } from 'mf-shared/test/interview';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import InterviewsPage from './InterviewsPage';

// The workspace itself (table, actions, drawer, calendar, feed) is tested in mf-shared
// (InterviewsWorkspace.test.tsx); this page adds its tabs, their titles and the redirect of an unknown view.
const renderAt = (url: string) => renderPagesAt(url, { '/interviews/journalist/:view': <InterviewsPage /> });

describe('the journalist’s interviews page', () => {
  it('shows the tabs with the view’s title and subtitle, asking the API for that view', async () => {
    db.interviews = [approvedInterview()];
    renderAt('/interviews/journalist/process');
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Interviews in process' })).toBeInTheDocument();
    expect(screen.getByText('Requests waiting for the expert’s answer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In process' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planned' })).toBeInTheDocument();
    // The views GET /interview was asked for.
    const views = (await sent('GET'))
      .map(({ path }) => path.split('?'))
      .filter(([pathname]) => pathname === '/interview')
      .map(([, query]) => new URLSearchParams(query).get('view'));
    expect(views).toContain('process');
  });

  it('sends an unknown view to all interviews', async () => {
    // No interviews in the data set.
    renderAt('/interviews/journalist/nonsense');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/interviews\/journalist\/all$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'All interviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });
});
