import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, LOGIN_REASONS, PUBLIC_ACCESS, ROLE, ROUTES, STATUS, type AppRoute } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { RemoteState } from '../remotes/useRemoteRoutes';
import { AppRoutes } from './AppRoutes';
import { userForTest } from 'mf-shared/test/session';

// Routing is under test here; the signed-in header's live parts (countdown, bell) are not.
jest.mock('../notifications/UpcomingInterview', () => ({ __esModule: true, default: () => null }));
jest.mock('../notifications/NotificationBell', () => ({ __esModule: true, default: () => null }));

const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });

const landing: AppRoute = { path: '/', title: 'Main', access: PUBLIC_ACCESS, layout: 'public', load: page('Landing') };
const dashboard: AppRoute = {
  path: '/dashboard',
  title: 'Dashboard',
  access: { kind: 'signed-in', roles: [ROLE.JOURNALIST], statuses: [STATUS.SIMPLE_USER] },
  layout: 'dashboard',
  menu: { label: 'Dashboard', order: 1 },
  load: page('Journalist dashboard'),
};
const guests: AppRoute = {
  path: '/guests',
  title: 'Guests',
  access: { kind: 'signed-in', roles: [ROLE.EXPERT], statuses: [STATUS.SIMPLE_USER] },
  layout: 'dashboard',
  menu: { label: 'Guests', order: 3 },
  load: page('Expert guests'),
};
const personalInfo: AppRoute = {
  path: ROUTES.JOURNALIST_PERSONAL_INFO,
  title: 'Personal info',
  access: { kind: 'signed-in', roles: [ROLE.JOURNALIST], statuses: [STATUS.SIMPLE_USER, STATUS.WAIT_FOR_APPROVING] },
  layout: 'dashboard',
  load: page('Personal info'),
};
const survey: AppRoute = {
  path: '/survey-form',
  title: 'Survey',
  access: PUBLIC_ACCESS,
  layout: 'bare',
  load: page('Survey'),
};

function renderAt(path: string, states: Record<string, RemoteState>, onRetry = jest.fn()) {
  renderWithServerData(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes states={states} onRetry={onRetry} />
    </MemoryRouter>,
  );
  return onRetry;
}

const allReady: Record<string, RemoteState> = {
  mf_public: { status: 'ready', routes: [landing, survey] },
  mf_journalist: { status: 'ready', routes: [dashboard, personalInfo] },
  mf_expert: { status: 'ready', routes: [guests] },
};

const signedIn = (role: 0 | 1) =>
  act(() =>
    authStore.getState().setSession({
      accessToken: 't',
      user: userForTest({ role, status: STATUS.SIMPLE_USER, email: 'u@example.com', company_name: 'Co' }),
    }),
  );

beforeEach(() =>
  act(() => {
    authStore.getState().clearSession();
    authStore.getState().closeLogin();
  }),
);

describe('the router composed from the remotes’ route lists', () => {
  it('sends a visitor from a signed-in page to main, asking them to sign in to come back to it', async () => {
    renderAt('/dashboard?tab=2', allReady);
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({
      loginOpen: true,
      userType: 'journalist',
      loginReason: LOGIN_REASONS.PAGE,
      loginReturnTo: '/dashboard?tab=2',
    });
  });

  it('asks for an expert sign-in on an expert page', async () => {
    renderAt('/guests', allReady);
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ loginOpen: true, userType: 'expert', loginReturnTo: '/guests' });
  });

  it('does not ask someone who just logged out on a signed-in page to sign in again', async () => {
    signedIn(ROLE.JOURNALIST);
    renderAt('/dashboard', allReady);
    expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
    act(() => authStore.getState().clearSession());
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(authStore.getState().loginOpen).toBe(false);
  });

  it('sends a user without the role home, with a warning', async () => {
    const warning = jest.spyOn(toast, 'warning');
    signedIn(ROLE.EXPERT);
    renderAt('/dashboard', allReady);
    expect(await screen.findByRole('heading', { name: 'Expert guests' })).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith('This page is for journalists.');
    warning.mockRestore();
  });

  it('moves on without a warning when the status changes on the page (a registration step done)', async () => {
    const warning = jest.spyOn(toast, 'warning');
    signedIn(ROLE.JOURNALIST);
    renderAt('/dashboard', allReady);
    expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
    act(() => authStore.getState().setUser({ ...authStore.getState().user!, status: STATUS.WAIT_FOR_APPROVING }));
    expect(await screen.findByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
    expect(warning).not.toHaveBeenCalled();
    warning.mockRestore();
  });

  it('lets a user with the role in without a warning', async () => {
    const warning = jest.spyOn(toast, 'warning');
    signedIn(ROLE.JOURNALIST);
    renderAt('/dashboard', allReady);
    expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
    expect(warning).not.toHaveBeenCalled();
    warning.mockRestore();
  });

  it('renders a public page inside the header and footer', async () => {
    renderAt('/', allReady);
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves the footer (and its reads) out while the route lists load, and shows it on a not-found page', async () => {
    renderAt('/directory', { mf_public: { status: 'ready', routes: [landing] }, mf_journalist: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    cleanup();
    renderAt('/no-such-page', allReady);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders campaign pages with neither header nor footer', async () => {
    renderAt('/survey-form', allReady);
    expect(await screen.findByRole('heading', { name: 'Survey' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('builds the side menu from the menu entries of the role in use', async () => {
    signedIn(ROLE.JOURNALIST);
    renderAt('/dashboard', allReady);
    expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Workspace' });
    expect(menu).toHaveTextContent('Dashboard');
    expect(menu).not.toHaveTextContent('Guests');
  });

  it('shows the expert menu to an expert', async () => {
    signedIn(ROLE.EXPERT);
    renderAt('/guests', allReady);
    expect(await screen.findByRole('heading', { name: 'Expert guests' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toHaveTextContent('Guests');
  });

  it('answers an unknown path with the not-found page', async () => {
    renderAt('/no-such-page', allReady);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that page' })).toBeInTheDocument();
  });

  it('asks for the lists that wait (on-demand) only for a path the loaded lists do not have', async () => {
    const waiting: Record<string, RemoteState> = { ...allReady, mf_journalist: { status: 'idle' } };
    const onNeedRoutes = jest.fn();
    const { unmount } = renderWithServerData(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes states={waiting} onRetry={jest.fn()} onNeedRoutes={onNeedRoutes} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(onNeedRoutes).not.toHaveBeenCalled();
    unmount();
    renderWithServerData(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppRoutes states={waiting} onRetry={jest.fn()} onNeedRoutes={onNeedRoutes} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(onNeedRoutes).toHaveBeenCalledTimes(1);
  });

  it('offers a retry where a remote failed, while the other remotes keep working', async () => {
    const states: Record<string, RemoteState> = { ...allReady, mf_expert: { status: 'failed', error: 'down' } };
    const onRetry = renderAt('/guests', states);
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('expert workspace');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps serving pages of the remotes that loaded when another failed', async () => {
    signedIn(ROLE.JOURNALIST);
    const states: Record<string, RemoteState> = { ...allReady, mf_expert: { status: 'failed', error: 'down' } };
    renderAt('/dashboard', states);
    expect(await screen.findByRole('heading', { name: 'Journalist dashboard' })).toBeInTheDocument();
  });
});

describe('the header', () => {
  it('marks Blog current on the blog tab only, not on the stories hub', async () => {
    const { unmount } = renderWithServerData(
      <MemoryRouter initialEntries={['/allposts']}>
        <AppRoutes states={allReady} onRetry={jest.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    unmount();
    renderWithServerData(
      <MemoryRouter initialEntries={['/allposts?tab=blogposts']}>
        <AppRoutes states={allReady} onRetry={jest.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });
});
