import { useMutation, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { api, authStore, type User, type UserType } from 'mf-shared';

export type SocialProvider = 'google' | 'linkedin';

export const socialKeys = { providers: ['social-sign-in', 'providers'] as const };

/** Which providers this server is configured for: their buttons are on, the others off. */
export function useSocialProviders() {
  return useQuery({
    queryKey: socialKeys.providers,
    queryFn: () =>
      api.get<{ data: Record<SocialProvider, boolean> }>('/auth/social/providers').then(({ data }) => data.data),
    staleTime: Infinity,
  });
}

/** The spec's `userType` path segment: 0 expert, 1 journalist. */
export const userTypeParam = (userType: UserType) => (userType === 'expert' ? '0' : '1');

/**
 * Where this tab keeps the round trip's binding: only the browser (tab) that started a round trip
 * can finish it, so a callback link made by someone else signs nobody in here (login CSRF).
 */
const bindingKey = (provider: SocialProvider) => `pp.social-binding.${provider}`;

/** The binding this tab keeps for a provider's round trip, taken (a round trip is finished once). */
function takeBinding(provider: SocialProvider): string | undefined {
  try {
    const binding = window.sessionStorage.getItem(bindingKey(provider)) ?? undefined;
    window.sessionStorage.removeItem(bindingKey(provider));
    return binding;
  } catch {
    return undefined;
  }
}

/**
 * Starts a round trip: the API keeps its state (and nonce, PKCE) with the hash of a binding that
 * this tab keeps, and answers where to send the browser.
 */
export function useStartSocialSignIn() {
  return useMutation({
    mutationFn: async ({ provider, userType }: { provider: SocialProvider; userType: UserType }) => {
      // The callback page reads the role to ask for from browser storage (spec section 6).
      authStore.getState().setUserType(userType);
      const { data } = await api.get<{ data: { url: string; binding: string } }>(`/auth/social/${provider}/start`, {
        params: { userType: userTypeParam(userType) },
      });
      window.sessionStorage.setItem(bindingKey(provider), data.data.binding);
      window.location.assign(data.data.url);
    },
  });
}

interface SessionAnswer {
  data: { access_token: string; user: User };
}

/** What a callback page received from the provider. */
export type SocialResult =
  { provider: 'google'; token: string } | { provider: 'linkedin'; code: string; state: string; iss?: string };

export type SocialAnswer =
  | { kind: 'session'; user: User }
  /** An account of the same email exists: its password links the two (POST /auth/social/link). */
  | { kind: 'link'; link_token: string; message: string }
  /** The account has two-factor on: its code completes the sign-in (POST /auth/social/two-factor). */
  | { kind: 'two-factor'; challenge_token: string; message: string };

/** A 418 that asks for the account's second factor, as its answer; null for any other error. */
function twoFactorAsked(error: unknown): SocialAnswer | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 418) return null;
  const body = error.response.data as { challenge_token?: string; message?: string } | undefined;
  if (!body?.challenge_token) return null;
  return { kind: 'two-factor', challenge_token: body.challenge_token, message: body.message ?? '' };
}

function signedIn({ user, access_token }: SessionAnswer['data']): { kind: 'session'; user: User } {
  authStore.getState().setSession({ user, accessToken: access_token });
  return { kind: 'session', user };
}

/** Sends the provider's answer to the API (the page shows what goes wrong: no toast). */
export function useFinishSocialSignIn() {
  return useMutation({
    mutationFn: async (result: SocialResult): Promise<SocialAnswer> => {
      const userType = userTypeParam(authStore.getState().userType);
      // Sent even when missing: the API then refuses in its own words and spends the round trip.
      const binding = takeBinding(result.provider);
      try {
        const answer =
          result.provider === 'google'
            ? await api.post<SessionAnswer>(
                `/journalist/social-auth/google/${encodeURIComponent(result.token)}/${userType}`,
                { ...(binding ? { binding } : {}) },
                { silent: true },
              )
            : await api.post<SessionAnswer>(
                `/journalist/social-auth/linkedin/${encodeURIComponent(result.code)}/${userType}`,
                { state: result.state, ...(result.iss ? { iss: result.iss } : {}), ...(binding ? { binding } : {}) },
                { silent: true },
              );
        return signedIn(answer.data.data);
      } catch (error) {
        const body = axios.isAxiosError(error) ? error.response?.data : undefined;
        if (axios.isAxiosError(error) && error.response?.status === 409 && body?.link_token)
          return { kind: 'link', link_token: body.link_token, message: body.message };
        const asked = twoFactorAsked(error);
        if (asked) return asked;
        throw error;
      }
    },
  });
}

/** The server's words for a failed step: the first field message, else its message. */
export function socialErrorText(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const body = error.response?.data as { message?: string; errors?: Record<string, string[]> } | undefined;
  const first = body?.errors ? Object.values(body.errors)[0]?.[0] : undefined;
  return first ?? body?.message ?? null;
}

/**
 * Links the provider's sign-in to the account of the same email, with that account's password; an
 * account with two-factor on then asks for its code (the link is made with it).
 */
export function useLinkSocialAccount() {
  return useMutation({
    mutationFn: async (body: { link_token: string; password: string }): Promise<SocialAnswer> => {
      try {
        return signedIn((await api.post<SessionAnswer>('/auth/social/link', body, { silent: true })).data.data);
      } catch (error) {
        const asked = twoFactorAsked(error);
        if (asked) return asked;
        throw error;
      }
    },
  });
}

/** Completes the sign-in of an account with two-factor on: the challenge and the authenticator or a recovery code. */
export function useCompleteSocialTwoFactor() {
  return useMutation({
    mutationFn: async (body: { challenge_token: string; secret?: string; recovery_code?: string }) => {
      const { data } = await api.post<SessionAnswer>('/auth/social/two-factor', body, { silent: true });
      return signedIn(data.data);
    },
  });
}
