import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'sonner';
import { authStore } from '../auth/authStore';
import { currentPage } from '../auth/discussNowGate';
import { ERROR_MESSAGES, LOGIN_REASONS } from '../constants/messages';
import { ROLE } from '../constants/roles';
import { getRuntimeConfig } from '../config/runtimeConfig';

/** The error body of the API (spec section 7): 422 carries `errors`, a map of field to messages. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Handle the error at the call site only: no toast (e.g. unread counts, mark-read). */
    silent?: boolean;
  }
}

/** Says the server's word on a write that succeeded, or 'Success'. */
export const saySuccess = (answer: { message?: string }) => toast.success(answer.message || ERROR_MESSAGES.SUCCESS);

/** The toast the error catalogue (spec section 8) asks for, or null when none is shown. */
export function errorToastText(status: number | undefined, body: ApiErrorBody | undefined): string | null {
  if (status === undefined) return ERROR_MESSAGES.SOMETHING_WENT_WRONG;
  if (status === 418) return null; // the login flow opens the authenticator dialog instead
  if (status >= 500) return ERROR_MESSAGES.SOMETHING_WENT_WRONG;
  const fields = body?.errors ? Object.keys(body.errors) : [];
  if ((status === 422 || status === 400 || status === 404) && fields.length > 0) {
    return ERROR_MESSAGES.REQUIRED_FIELDS(fields);
  }
  return body?.message || ERROR_MESSAGES.SOMETHING_WENT_WRONG;
}

/** An API error whose toast was shown: a form may reword it once it knows which fields it has. */
export interface ToastedError {
  toastId?: string | number;
}

/** First message per field, ready to set on the matching form fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as AxiosError<ApiErrorBody>)?.response?.data?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
}

/** The signed-in user's token, unless the call brings its own (the operations console's staff token). */
function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = authStore.getState().accessToken;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** The bearer token a request was sent with, if any. */
function tokenSent(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get?.('Authorization') ?? config?.headers?.Authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * A 401 to a call made with the current session's token: the API no longer accepts the session
 * (revoked, idle, signed out elsewhere). The session ends (token and user) and, mid-session, the
 * login dialog opens for the same kind of user while the page stays (a page that needs a
 * signed-in user sends the visitor to main through its guard, with the dialog open).
 * 'ended': this answer ended the session; 'late': a 401 to a token already dropped (said once).
 */
function refusedSession(error: AxiosError<ApiErrorBody>): 'ended' | 'late' | null {
  if (error.response?.status !== 401) return null;
  const sent = tokenSent(error.config);
  if (!sent) return null;
  const { accessToken, user, clearSession, openLogin } = authStore.getState();
  if (sent !== accessToken) return 'late';
  clearSession();
  // At start-up (no user yet) a stored token is simply dropped, as the call site chose to say it or not.
  if (!user) return null;
  openLogin(user.role === ROLE.EXPERT ? 'expert' : 'journalist', {
    reason: LOGIN_REASONS.SESSION_ENDED,
    returnTo: currentPage(),
  });
  return 'ended';
}

export function createApiClient(): AxiosInstance {
  const client = axios.create({ headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    config.baseURL ??= getRuntimeConfig().apiUrl;
    return attachToken(config);
  });
  client.interceptors.response.use(undefined, (error: AxiosError<ApiErrorBody>) => {
    // Rendering on the server, there is nobody to show a toast to (and no Toaster to clear them).
    if (typeof window === 'undefined' || axios.isCancel(error)) return Promise.reject(error);
    const refused = refusedSession(error);
    // A session that ends is said once (spec section 8: 401 toasts the server's message), even to
    // a quiet call; other failures only when the call site did not ask for silence.
    if (refused === 'ended' || (refused === null && !error.config?.silent)) {
      const text = errorToastText(error.response?.status, error.response?.data);
      if (text) (error as ToastedError).toastId = toast.error(text);
    }
    return Promise.reject(error);
  });
  return client;
}

/** The one API client every app uses. */
export const api = createApiClient();
