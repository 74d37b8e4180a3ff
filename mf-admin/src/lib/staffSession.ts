import { create } from 'zustand';

/**
 * The staff member's session: a staff token, separate from the journalists' and experts' session
 * (the API refuses a user token on staff routes and a staff token on user routes). Kept for the
 * tab only: closing it ends the console's session.
 */
const STORAGE_KEY = 'staff_token';

function readToken(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

interface StaffSessionState {
  token: string | null;
  signIn: (token: string) => void;
  signOut: () => void;
}

export const staffSession = create<StaffSessionState>((set) => ({
  token: readToken(),
  signIn: (token) => {
    sessionStorage.setItem(STORAGE_KEY, token);
    set({ token });
  },
  signOut: () => {
    sessionStorage.removeItem(STORAGE_KEY);
    set({ token: null });
  },
}));

/** The headers of a staff call: the staff token, never the user's. */
export function staffHeaders(): Record<string, string> {
  const { token } = staffSession.getState();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
