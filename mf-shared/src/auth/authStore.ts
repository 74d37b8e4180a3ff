import { createStore, useStore } from 'zustand';
import { STORAGE_KEYS } from '../constants/limits';
import { ROLE, type Role, type Status, type UserType } from '../constants/roles';
import { effectiveStatus, homeRoute } from './access';
import type { User } from './types';

/** What opened the login dialog: its reason and the page to come back to once signed in. */
export interface LoginContext {
  reason?: string;
  returnTo?: string;
}

export interface AuthState {
  /** Created once per page load: proves every app talks to the same store instance. */
  readonly instanceId: string;
  user: User | null;
  accessToken: string | null;
  userType: UserType;
  /** The shell's login dialog; any app may open it, e.g. "Discuss now" for a visitor. */
  loginOpen: boolean;
  /** Why the dialog opened ("Sign in as a journalist to …"), shown in it; null when the person chose to. */
  loginReason: string | null;
  /** Where signing in leads back to (the page the person was on); null: their home page. */
  loginReturnTo: string | null;
  openLogin: (as: UserType, context?: LoginContext) => void;
  closeLogin: () => void;
  setSession: (session: { user: User; accessToken: string }) => void;
  setUser: (user: User) => void;
  setUserType: (userType: UserType) => void;
  /** Forget the session and the stored flags (spec: log out). */
  clearSession: () => void;
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives in memory only.
  }
}

function newInstanceId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `store-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function createAuthStore() {
  const storedType = readStorage(STORAGE_KEYS.USER_TYPE);
  return createStore<AuthState>()((set) => ({
    instanceId: newInstanceId(),
    user: null,
    accessToken: readStorage(STORAGE_KEYS.ACCESS_TOKEN),
    userType: storedType === 'expert' ? 'expert' : 'journalist',
    loginOpen: false,
    loginReason: null,
    loginReturnTo: null,
    openLogin: (as, context = {}) => {
      writeStorage(STORAGE_KEYS.USER_TYPE, as);
      set({
        userType: as,
        loginOpen: true,
        loginReason: context.reason ?? null,
        loginReturnTo: context.returnTo ?? null,
      });
    },
    closeLogin: () => set({ loginOpen: false, loginReason: null, loginReturnTo: null }),
    setSession: ({ user, accessToken }) => {
      // The next page load guesses the workspace from it before the profile answers (the shell
      // loads that workspace's route list alone), so it is the role, whichever dialog was used.
      const userType: UserType = user.role === ROLE.EXPERT ? 'expert' : 'journalist';
      writeStorage(STORAGE_KEYS.ACCESS_TOKEN, accessToken);
      writeStorage(STORAGE_KEYS.USER_TYPE, userType);
      set({ user, accessToken, userType });
    },
    setUser: (user) => set({ user }),
    setUserType: (userType) => {
      writeStorage(STORAGE_KEYS.USER_TYPE, userType);
      set({ userType });
    },
    clearSession: () => {
      writeStorage(STORAGE_KEYS.ACCESS_TOKEN, null);
      writeStorage(STORAGE_KEYS.USER_TYPE, null);
      writeStorage(STORAGE_KEYS.POPUP, null);
      set({ user: null, accessToken: null, userType: 'journalist' });
    },
  }));
}

/** The one auth store. mf-shared is a federation singleton, so this module runs once per page. */
export const authStore = createAuthStore();

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export const selectRole = (s: AuthState): Role | null => s.user?.role ?? null;
export const selectStatus = (s: AuthState): Status | null => (s.user ? effectiveStatus(s.user) : null);
export const selectHomeRoute = (s: AuthState): string => homeRoute(s.user);
export const selectIsSignedIn = (s: AuthState): boolean => s.user !== null;
