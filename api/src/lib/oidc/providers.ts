import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { Settings } from '../../config/settings';

export type SocialProvider = 'google' | 'linkedin';

/** What a provider tells us about the person, once their token or code has been checked. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  /** Set when the ID token carries one (Google's token flow started here). */
  nonce: string | null;
}

/** A token or code the provider (or its keys) refused: the person's fault, never ours. */
export class RefusedCredentialError extends Error {}
/** The provider could not be reached: try again later. */
export class ProviderUnavailableError extends Error {}

/** Where a flow round-trips: a page of the shell that sends the result on to the API. */
export const CALLBACK_PATHS: Record<SocialProvider, string> = {
  google: '/login/callback/google',
  linkedin: '/login/callback/linkedin',
};

const DISCOVERY_TIMEOUT_S = 10;

/**
 * A local provider (tests, development) speaks plain HTTP; anywhere else the providers' TLS is
 * required, so a mistyped http:// issuer in production fails instead of leaking codes.
 */
function isLoopback(url: string) {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** Discovery is fetched once and kept; a failure is not kept, so the next request tries again. */
function discovered(issuer: string, clientId: string, secret?: string): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | null = null;
  return () => {
    pending ??= oidc
      .discovery(new URL(issuer), clientId, secret, secret ? oidc.ClientSecretPost(secret) : oidc.None(), {
        execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_S,
      })
      .catch((error: unknown) => {
        pending = null;
        throw new ProviderUnavailableError(`OpenID discovery at ${issuer} failed`, { cause: error });
      });
    return pending;
  };
}

function identityOf(claims: JWTPayload | oidc.IDToken): VerifiedIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: String(claims.sub),
    email: text(claims.email),
    // Google sends a boolean; some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
    nonce: text(claims.nonce),
  };
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier?: string;
}

/**
 * The two identity providers, configured from settings; a provider whose client is not set is
 * null (its button stays off and its routes answer 404).
 */
export function socialProviders(settings: Settings) {
  const redirectBase = (settings.OIDC_REDIRECT_BASE ?? settings.SHELL_PUBLIC_URL).replace(/\/+$/, '');
  const redirectUri = (provider: SocialProvider) => `${redirectBase}${CALLBACK_PATHS[provider]}`;

  const google = settings.GOOGLE_CLIENT_ID
    ? (() => {
        const clientId = settings.GOOGLE_CLIENT_ID;
        const issuer = settings.GOOGLE_ISSUER.replace(/\/+$/, '');
        const config = discovered(issuer, clientId);
        let keys: ReturnType<typeof createRemoteJWKSet> | null = null;
        const keySet = async () => {
          if (keys) return keys;
          const url = settings.GOOGLE_JWKS_URL ?? (await config()).serverMetadata().jwks_uri;
          if (!url) throw new ProviderUnavailableError('The Google issuer names no jwks_uri');
          keys = createRemoteJWKSet(new URL(url));
          return keys;
        };
        // Google signs its tokens with either spelling of its issuer.
        const issuers = issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
        return {
          /** The token flow (`response_type=id_token`): the ID token comes back in the page's fragment. */
          async authorizationUrl({ state, nonce }: AuthorizationRequest) {
            return oidc
              .buildAuthorizationUrl(await config(), {
                redirect_uri: redirectUri('google'),
                response_type: 'id_token',
                response_mode: 'fragment',
                scope: 'openid email profile',
                state,
                nonce,
              })
              .toString();
          },
          /** Signature against the provider's published keys, audience, issuer and expiry. */
          async verify(idToken: string): Promise<VerifiedIdentity> {
            const jwks = await keySet();
            try {
              const { payload } = await jwtVerify(idToken, jwks, {
                audience: clientId,
                issuer: issuers,
                requiredClaims: ['sub', 'exp', 'iat'],
                clockTolerance: 5,
              });
              return identityOf(payload);
            } catch (error) {
              if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError))
                throw new ProviderUnavailableError('Google keys could not be read', { cause: error });
              throw new RefusedCredentialError((error as Error).message, { cause: error });
            }
          },
        };
      })()
    : null;

  const linkedin =
    settings.LINKEDIN_CLIENT_ID && settings.LINKEDIN_CLIENT_SECRET
      ? (() => {
          const config = discovered(
            settings.LINKEDIN_ISSUER.replace(/\/+$/, ''),
            settings.LINKEDIN_CLIENT_ID,
            settings.LINKEDIN_CLIENT_SECRET,
          );
          return {
            /** The code flow with state, nonce and PKCE (S256). */
            async authorizationUrl({ state, nonce, codeVerifier }: AuthorizationRequest) {
              return oidc
                .buildAuthorizationUrl(await config(), {
                  redirect_uri: redirectUri('linkedin'),
                  response_type: 'code',
                  scope: 'openid profile email',
                  state,
                  nonce,
                  code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier!),
                  code_challenge_method: 'S256',
                })
                .toString();
            },
            /** The code exchanged at the token endpoint; the ID token's signature and nonce checked. */
            async exchange(
              response: { code: string; state: string; iss?: string },
              expected: { state: string; nonce: string; codeVerifier: string },
            ): Promise<VerifiedIdentity> {
              const configuration = await config();
              const current = new URL(redirectUri('linkedin'));
              current.searchParams.set('code', response.code);
              current.searchParams.set('state', response.state);
              if (response.iss) current.searchParams.set('iss', response.iss);
              try {
                const tokens = await oidc.authorizationCodeGrant(configuration, current, {
                  pkceCodeVerifier: expected.codeVerifier,
                  expectedState: expected.state,
                  expectedNonce: expected.nonce,
                  idTokenExpected: true,
                });
                return identityOf(tokens.claims()!);
              } catch (error) {
                // The provider refused the code, or what came back fails a check: the person's round trip.
                if (
                  error instanceof oidc.ResponseBodyError ||
                  error instanceof oidc.AuthorizationResponseError ||
                  (error as { code?: string }).code?.startsWith?.('OAUTH_')
                )
                  throw new RefusedCredentialError((error as Error).message, { cause: error });
                throw new ProviderUnavailableError('LinkedIn did not answer', { cause: error });
              }
            },
          };
        })()
      : null;

  return { google, linkedin, redirectUri };
}

export type SocialProviders = ReturnType<typeof socialProviders>;

/** Fresh values for one round trip. */
export function newAuthorizationRequest(withPkce: boolean): AuthorizationRequest {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    ...(withPkce ? { codeVerifier: oidc.randomPKCECodeVerifier() } : {}),
  };
}
