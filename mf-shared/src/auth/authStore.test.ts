import { ROLE, STATUS } from '../constants/roles';
import { STORAGE_KEYS } from '../constants/limits';
import { createAuthStore, selectHomeRoute, selectStatus } from './authStore';
import type { User } from './types';
import { userForTest } from '../../test/session';

const journalist: User = userForTest({
  id: 7,
  role: ROLE.JOURNALIST,
  status: STATUS.SIMPLE_USER,
  date_deleting: null,
  email: 'j@example.com',
});

beforeEach(() => localStorage.clear());

describe('the auth store', () => {
  it('keeps the access token under the spec key and restores it on the next page load', () => {
    createAuthStore().getState().setSession({ user: journalist, accessToken: 'tok-1' });
    expect(localStorage.getItem(STORAGE_KEYS.ACCESS_TOKEN)).toBe('tok-1');
    expect(createAuthStore().getState().accessToken).toBe('tok-1');
  });

  it('remembers the chosen login type as userType, journalist by default', () => {
    const store = createAuthStore();
    expect(store.getState().userType).toBe('journalist');
    store.getState().openLogin('expert');
    expect(store.getState()).toMatchObject({ userType: 'expert', loginOpen: true });
    expect(localStorage.getItem(STORAGE_KEYS.USER_TYPE)).toBe('expert');
    expect(createAuthStore().getState().userType).toBe('expert');
  });

  it("remembers a signed-in user's role as userType, whichever login dialog was used", () => {
    const store = createAuthStore();
    store.getState().openLogin('journalist');
    store.getState().setSession({ user: { ...journalist, role: ROLE.EXPERT }, accessToken: 'tok-1' });
    expect(store.getState().userType).toBe('expert');
    expect(createAuthStore().getState().userType).toBe('expert');
  });

  it('forgets the token, the popup and user type flags on log out', () => {
    const store = createAuthStore();
    store.getState().setSession({ user: journalist, accessToken: 'tok-1' });
    store.getState().setUserType('expert');
    localStorage.setItem(STORAGE_KEYS.POPUP, '1');
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ user: null, accessToken: null, userType: 'journalist' });
    expect(localStorage.length).toBe(0);
  });

  it('has one id for its lifetime and a new one per instance', () => {
    const a = createAuthStore();
    const id = a.getState().instanceId;
    a.getState().setUserType('expert');
    expect(a.getState().instanceId).toBe(id);
    expect(createAuthStore().getState().instanceId).not.toBe(id);
  });

  it('derives status and home route from the user instead of storing them', () => {
    const store = createAuthStore();
    store.getState().setSession({ user: { ...journalist, date_deleting: '2026-12-01' }, accessToken: 't' });
    expect(selectStatus(store.getState())).toBe(STATUS.WILL_BE_DELETED);
    expect(selectHomeRoute(store.getState())).toBe('/profile/journalist/personal-info');
  });
});
