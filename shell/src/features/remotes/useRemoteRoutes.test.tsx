import { act, renderHook, waitFor } from '@testing-library/react';
import { authStore, PUBLIC_ACCESS, ROLE, STATUS, type AppRoute, type RemoteConfig } from 'mf-shared';
import { userForTest } from 'mf-shared/test/session';
import { loadRemoteRoutes } from './remoteRegistry';
import { prefetchPageAt, useRemoteRoutes } from './useRemoteRoutes';

// The federation runtime is not there in jsdom: which lists the hook asks for is what is tested.
jest.mock('./remoteRegistry', () => ({ loadRemoteRoutes: jest.fn(() => Promise.resolve([])) }));
const loaded = () => jest.mocked(loadRemoteRoutes).mock.calls.map(([remote]) => remote.name);

const REMOTES: RemoteConfig[] = ['mf_public', 'mf_journalist', 'mf_expert', 'mf_admin'].map((name) => ({
  name,
  entry: `http://localhost/${name}/mf-manifest.json`,
}));

afterEach(() => {
  act(() => authStore.getState().clearSession());
  jest.mocked(loadRemoteRoutes).mockClear();
});

it('a visitor loads the public list at start, the workspaces at a first press, the console only for its paths', async () => {
  const { result } = renderHook(() => useRemoteRoutes(REMOTES));
  await waitFor(() => expect(loaded()).toEqual(['mf_public']));
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
  await waitFor(() => expect(loaded()).toEqual(['mf_public', 'mf_journalist', 'mf_expert']));
  // A path no loaded list has (/admin): the console's list loads then.
  act(() => result.current.loadOnDemand());
  await waitFor(() => expect(loaded()).toEqual(['mf_public', 'mf_journalist', 'mf_expert', 'mf_admin']));
});

it("a page opened signed in loads its workspace's list alone; the public one at a first press or a path it lacks", async () => {
  act(() =>
    authStore.getState().setSession({
      accessToken: 't',
      user: userForTest({ role: ROLE.JOURNALIST, status: STATUS.SIMPLE_USER, email: 'j@example.com' }),
    }),
  );
  renderHook(() => useRemoteRoutes(REMOTES));
  await waitFor(() => expect(loaded()).toEqual(['mf_journalist']));
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
  // Never the expert's list, nor the console's.
  await waitFor(() => expect(loaded()).toEqual(['mf_journalist', 'mf_public']));
  await act(() => Promise.resolve());
  expect(loaded()).toEqual(['mf_journalist', 'mf_public']);
});

it("a path the signed-in journalist's list lacks asks for the public list before any other", async () => {
  act(() =>
    authStore.getState().setSession({
      accessToken: 't',
      user: userForTest({ role: ROLE.JOURNALIST, status: STATUS.SIMPLE_USER, email: 'j@example.com' }),
    }),
  );
  const { result } = renderHook(() => useRemoteRoutes(REMOTES));
  await waitFor(() => expect(loaded()).toEqual(['mf_journalist']));
  act(() => result.current.loadOnDemand());
  expect(loaded()).toEqual(['mf_journalist', 'mf_public']);
  // Still not there: whatever is left.
  act(() => result.current.loadOnDemand());
  expect(loaded()).toEqual(['mf_journalist', 'mf_public', 'mf_expert', 'mf_admin']);
});

it('an expert whose stored user type was wrong gets their own list once the profile says the role', async () => {
  act(() => {
    authStore.getState().setUserType('journalist');
    authStore.setState({ accessToken: 't', user: null });
  });
  const { result } = renderHook(() => useRemoteRoutes(REMOTES));
  await waitFor(() => expect(loaded()).toEqual(['mf_journalist']));
  act(() =>
    authStore
      .getState()
      .setUser(userForTest({ role: ROLE.EXPERT, status: STATUS.SIMPLE_USER, email: 'e@example.com' })),
  );
  await waitFor(() => expect(loaded()).toEqual(['mf_journalist', 'mf_expert']));
  // A path no loaded list has: the public list first, then whatever is left (the console's).
  act(() => result.current.loadOnDemand());
  expect(loaded()).toEqual(['mf_journalist', 'mf_expert', 'mf_public']);
  act(() => result.current.loadOnDemand());
  expect(loaded()).toEqual(['mf_journalist', 'mf_expert', 'mf_public', 'mf_admin']);
});

it("a page opened under the console's paths loads the console's list alone", async () => {
  window.history.replaceState(null, '', '/admin/approvals');
  try {
    const { result } = renderHook(() => useRemoteRoutes(REMOTES));
    await waitFor(() => expect(loaded()).toEqual(['mf_admin']));
    // A path the console lacks: the others then.
    act(() => result.current.loadOnDemand());
    expect(loaded()).toEqual(['mf_admin', 'mf_public', 'mf_journalist', 'mf_expert']);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it("starts loading the opened page's code as soon as its list is in, and no other page's", async () => {
  const route = (path: string): AppRoute => ({
    path,
    title: path,
    access: PUBLIC_ACCESS,
    layout: 'public',
    load: jest.fn(() => Promise.resolve({ default: () => null })),
  });
  const routes = [route('/dashboard'), route('/contact/:id/overview'), route('/directory')];
  prefetchPageAt('/contact/7/overview', routes);
  expect(routes.map((r) => jest.mocked(r.load).mock.calls.length)).toEqual([0, 1, 0]);
  // A path the list does not have loads nothing; a page that fails to load is not an error here.
  jest.mocked(routes[2].load).mockRejectedValueOnce(new Error('offline'));
  prefetchPageAt('/nowhere', routes);
  prefetchPageAt('/directory', routes);
  expect(routes.map((r) => jest.mocked(r.load).mock.calls.length)).toEqual([0, 1, 1]);
  await Promise.resolve();
});
