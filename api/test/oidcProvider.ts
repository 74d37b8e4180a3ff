import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A local OpenID Connect provider (panva's certified oidc-provider) standing in for both Google
 * (ID tokens by the token flow) and LinkedIn (the code flow with PKCE), for the API tests and the
 * e2e suite. Its development login page accepts any login and password: the login names the
 * person, as `someone@example.net` (verified) or `unverified:someone@example.net`.
 */
export interface LocalProviderOptions {
  port?: number;
  host?: string;
  /** The shell's origin: the callback pages' base. */
  redirectBase: string;
  googleClientId: string;
  linkedinClientId: string;
  linkedinClientSecret: string;
}

export interface LocalProvider {
  issuer: string;
  jwksUrl: string;
  /** Signs a token with the provider's own key (tests of what the provider would never issue). */
  signIdToken(claims: JWTPayload, options?: { expiresIn?: string | number; kid?: string }): Promise<string>;
  /** Drives the development login page for `login`; answers where the provider sends the browser back. */
  signInAt(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** The claims of the person a login names. */
function claimsOf(login: string) {
  const unverified = login.startsWith('unverified:');
  const email = login.replace(/^unverified:/, '');
  const [given, family = 'Tester'] = email.split('@')[0].split(/[._-]+/);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub: login,
    email,
    email_verified: !unverified,
    given_name: capital(given),
    family_name: capital(family),
    name: `${capital(given)} ${capital(family)}`,
  };
}

export async function startLocalOidcProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const host = options.host ?? '127.0.0.1';
  // The issuer needs the port, so the server listens before the provider exists. Until then it
  // answers 503: a request accepted with no handler would hang, and a readiness probe (the e2e
  // suite's web-server check) with it, forever.
  let handle: RequestListener | null = null;
  const server: Server = createServer((request, response) => {
    if (handle) return handle(request, response);
    response.writeHead(503, { 'retry-after': '1' }).end('starting');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'local-signing-key';
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.googleClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['implicit'],
        response_types: ['id_token'],
        redirect_uris: [`${options.redirectBase}/login/callback/google`],
      },
      {
        client_id: options.linkedinClientId,
        client_secret: options.linkedinClientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.redirectBase}/login/callback/linkedin`],
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ['local-oidc-provider-test-only'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // As Google and LinkedIn do: the ID token itself carries email and name.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    // No consent page: the login page is the one interaction, as for a returning user.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  // The test's callback pages are plain http on localhost, which the token flow forbids by default.
  const schema = (provider.Client as unknown as { Schema: { prototype: { invalidate(m: string, c?: string): void } } })
    .Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
  handle = provider.callback();

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    async signIdToken(claims, { expiresIn = '10m', kid: keyId = kid } = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: keyId })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey);
    },
    async signInAt(authorizationUrl, login) {
      const cookies = new Map<string, string>();
      const call = async (url: string, init: RequestInit = {}) => {
        const res = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return res;
      };
      let res = await call(authorizationUrl);
      let location = res.headers.get('location');
      // Up to the login page, its form posted, then back to the client.
      for (let hop = 0; hop < 8 && location; hop++) {
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        if (/^\/interaction\/[^/]+$/.test(next.pathname)) {
          res = await call(next.href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
          });
        } else res = await call(next.href);
        location = res.headers.get('location');
      }
      throw new Error(`The provider did not send the browser back (last answer ${res.status}: ${await res.text()})`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
