import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { startLocalOidcProvider, type LocalProvider } from '../../../test/oidcProvider';
import { desc, eq } from 'drizzle-orm';
import { sentMails, socialChallenges } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { currentTotp } from '../../lib/totp';
import { MESSAGES as AUTH_MESSAGES } from '../auth/auth.service';
import { CHALLENGE_ATTEMPTS, SOCIAL_MESSAGES, STARTS_PER_MINUTE } from './social-auth.service';

const SHELL = 'http://localhost:8080';
const GOOGLE_CLIENT = 'presspoint-google-test';
const LINKEDIN_CLIENT = 'presspoint-linkedin-test';

let op: LocalProvider;
let t: TestApp;

before(async () => {
  op = await startLocalOidcProvider({
    redirectBase: SHELL,
    googleClientId: GOOGLE_CLIENT,
    linkedinClientId: LINKEDIN_CLIENT,
    linkedinClientSecret: 'linkedin-test-secret-value',
  });
  // The one local provider stands in for both Google and LinkedIn.
  t = await buildTestApp({
    fixture: 'demo',
    settings: {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
      GOOGLE_ISSUER: op.issuer,
      GOOGLE_JWKS_URL: op.jwksUrl,
      LINKEDIN_CLIENT_ID: LINKEDIN_CLIENT,
      LINKEDIN_CLIENT_SECRET: 'linkedin-test-secret-value',
      LINKEDIN_ISSUER: op.issuer,
      OIDC_REDIRECT_BASE: SHELL,
    },
  });
});
after(async () => {
  await t?.app.close();
  await op?.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, ...(payload ? { payload } : {}), headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** The binding each round trip gave its browser, by state and by nonce (what the callback page sends back). */
const bindings = new Map<string, string>();

let starts = 0;

/**
 * Starts a round trip, each from an address of its own: the starts-per-minute limit of one address
 * is tested on its own below, not by the number of round trips this file makes.
 */
async function startUrl(provider: 'google' | 'linkedin', userType: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/social/${provider}/start?userType=${userType}`,
    remoteAddress: `198.18.${Math.floor(starts / 250)}.${(starts++ % 250) + 1}`,
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().data.url as string);
  const binding = res.json().data.binding as string;
  expect(binding).toMatch(/^[\w-]{43}$/);
  bindings.set(url.searchParams.get('state')!, binding);
  bindings.set(url.searchParams.get('nonce')!, binding);
  return url;
}

/** The binding of the round trip an ID token's nonce names ('' when none). */
const bindingOfIdToken = (token: string) => {
  try {
    return bindings.get(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).nonce) ?? '';
  } catch {
    return '';
  }
};

/** The Google callback page's call, from the browser that started the round trip unless `binding` says otherwise. */
const google = (token: string, userType: string, binding = bindingOfIdToken(token)) =>
  post(`/journalist/social-auth/google/${token}/${userType}`, { binding });

/** The LinkedIn callback page's call, with the binding of its state's round trip unless the body names one. */
const linkedin = (code: string, userType: string, body: { state: string; iss?: string; binding?: string }) =>
  post(`/journalist/social-auth/linkedin/${code}/${userType}`, { binding: bindings.get(body.state), ...body });

/** The token flow through the provider's login page: the ID token the callback page receives. */
async function googleIdToken(login: string) {
  const back = await op.signInAt((await startUrl('google', 'journalist')).href, login);
  expect(back.origin + back.pathname).toBe(`${SHELL}/login/callback/google`);
  const fragment = new URLSearchParams(back.hash.slice(1));
  return fragment.get('id_token')!;
}

/** The code flow through the provider's login page: what the LinkedIn callback page receives. */
async function linkedinCallback(login: string, userType = '0') {
  const back = await op.signInAt((await startUrl('linkedin', userType)).href, login);
  expect(back.origin + back.pathname).toBe(`${SHELL}/login/callback/linkedin`);
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest mail to `to`. */
const lastMailTo = async (to: string) =>
  (await t.database.db.select().from(sentMails).where(eq(sentMails.to, to)).orderBy(desc(sentMails.id)).limit(1))[0];

/** The token of the password link last mailed to `to`. */
async function passwordLinkOf(to: string) {
  const mail = await lastMailTo(to);
  expect(mail?.subject).toBe('Set your PressPoint password');
  return /password-recovery\/([\w-]+)/.exec(mail!.text)![1];
}

/** What the password-recovery page sends with the mailed link. */
async function reset(token: string, password: string) {
  const res = await post('/password/reset', { token, password, password_confirmation: password });
  expect(res.statusCode).toBe(200);
}

describe('which providers are on', () => {
  it('tells the front that both are configured', async () => {
    const res = await get('/auth/social/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ google: true, linkedin: true });
  });

  it('answers 404 for a provider that is not configured, and says so to the front', async () => {
    const bare = await buildTestApp();
    try {
      const providers = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });
      expect(providers.json().data).toEqual({ google: false, linkedin: false });
      const res = await bare.app.inject({ method: 'POST', url: '/api/v1/journalist/social-auth/google/abc/1' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SOCIAL_MESSAGES.NOT_CONFIGURED('google'));
    } finally {
      await bare.app.close();
    }
  });
});

describe('Google (ID token)', () => {
  it('starts the token flow with a state and a nonce, back to the Google callback page', async () => {
    const url = await startUrl('google', '1');
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('client_id')).toBe(GOOGLE_CLIENT);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SHELL}/login/callback/google`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('creates a journalist waiting for approval, with no password, and signs the same person in again', async () => {
    const token = await googleIdToken('nora.quill@example.net');
    const res = await google(token, '1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ role: 1, status: 0, email: 'nora.quill@example.net' });
    expect(body.data.user.profile).toMatchObject({ first_name: 'Nora', last_name: 'Quill' });
    expect(body.access_token).toBe(body.data.access_token);
    expect((await get('/profile', bearer(body.data.access_token))).statusCode).toBe(200);

    // The same token again: its nonce was spent with the first sign-in.
    const replay = await google(token, '1');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.state).toEqual([SOCIAL_MESSAGES.STATE_MISMATCH]);

    // A new round trip for the same Google account: the same user, whatever userType says.
    const again = await google(await googleIdToken('nora.quill@example.net'), '0');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(body.data.user.id);
    expect(again.json().data.user.role).toBe(1);
  });

  /** A token as the provider signs it, for a round trip started here (its nonce). */
  const signed = async (claims: Record<string, unknown>, options?: { expiresIn?: number | string }) =>
    op.signIdToken(
      {
        nonce: (await startUrl('google', '1')).searchParams.get('nonce'),
        iss: op.issuer,
        aud: GOOGLE_CLIENT,
        sub: 'crafted-subject',
        email: 'crafted@example.net',
        email_verified: true,
        ...claims,
      },
      options,
    );

  it('accepts a token signed by the provider for this client (the control for the refusals below)', async () => {
    const res = await google(await signed({}), 'journalist');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('crafted@example.net');
  });

  for (const [name, claims, options] of [
    ['a token for another audience', { aud: 'someone-elses-client' }, undefined],
    ['a token from another issuer', { iss: 'https://issuer.example.org' }, undefined],
    ['an expired token', {}, { expiresIn: Math.floor(Date.now() / 1000) - 120 }],
  ] as const) {
    it(`refuses ${name}`, async () => {
      const token = await signed({ sub: `refused-${name}`, ...claims }, options);
      const res = await google(token, '1');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.token).toEqual([SOCIAL_MESSAGES.BAD_TOKEN]);
    });
  }

  it('refuses a valid token that answers no round trip started here', async () => {
    for (const nonce of [undefined, 'a-nonce-never-handed-out']) {
      const res = await google(await signed({ sub: 'no-trip', nonce }), '1');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.state).toEqual([SOCIAL_MESSAGES.STATE_MISMATCH]);
    }
  });

  it('refuses a token whose signature is not the provider’s', async () => {
    const token = await signed({});
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    const res = await google(forged, '1');
    expect(res.statusCode).toBe(422);
  });

  it('refuses an account without a verified email, and a userType that is neither role', async () => {
    const unverified = await google(await googleIdToken('unverified:ivy.lane@example.net'), '1');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(SOCIAL_MESSAGES.NO_VERIFIED_EMAIL('google'));
    // Not a route at all: the path names a role that does not exist.
    const badType = await google(await signed({ sub: 'typed' }), 'admin');
    expect(badType.statusCode).toBe(404);
  });
});

describe('LinkedIn (code flow)', () => {
  it('starts with state, nonce and a PKCE challenge', async () => {
    const url = await startUrl('linkedin', '0');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SHELL}/login/callback/linkedin`);
  });

  it('creates an expert who completes the account, goes on at step 2 and sets a first password', async () => {
    const { code, state, iss } = await linkedinCallback('omar.vance@example.net');
    const res = await linkedin(code, '0', { state, iss });
    expect(res.statusCode).toBe(200);
    const { user, access_token } = res.json().data;
    expect(user).toMatchObject({
      role: 0,
      status: 2,
      email: 'omar.vance@example.net',
      company_name: null,
      has_password: false,
    });

    const completed = await post(
      '/expert/social-auth/updation',
      { companyName: 'Vance Clinic', title: 'Surgeon', phone: '6591234567', expert_id: user.id },
      bearer(access_token),
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.user).toMatchObject({ status: 2, company_name: 'Vance Clinic' });

    // The first password is set through the link mailed to the account (see 'a first password' below).
    const asked = await post('/password/create', undefined, bearer(access_token));
    expect(asked.statusCode).toBe(200);
    await reset(await passwordLinkOf('omar.vance@example.net'), 'Harbour7Lantern2Quill');
    const fresh = await signIn(t.app, 'omar.vance@example.net', 'Harbour7Lantern2Quill');
    // The profile now says so, and the security tab offers a change of password instead.
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: fresh });
    expect(profile.json().data.has_password).toBe(true);
    // Only the first password is asked for here; changing it asks for the current one elsewhere.
    const second = await post('/password/create', undefined, fresh);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SOCIAL_MESSAGES.PASSWORD_EXISTS);
  });

  it('refuses a code that comes back with a state this API did not hand out, or one already used', async () => {
    const { code, state, iss } = await linkedinCallback('state.check@example.net');
    const mismatch = await linkedin(code, '0', { state: `${state}x`, iss });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.state).toEqual([SOCIAL_MESSAGES.STATE_MISMATCH]);

    // A Google round trip's state is not a LinkedIn one.
    const googleState = (await startUrl('google', '0')).searchParams.get('state')!;
    const crossed = await linkedin(code, '0', { state: googleState, iss });
    expect(crossed.statusCode).toBe(422);

    expect((await linkedin(code, '0', { state, iss })).statusCode).toBe(200);
    const reused = await linkedin(code, '0', { state, iss });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.state).toEqual([SOCIAL_MESSAGES.STATE_MISMATCH]);
  });

  it('lets one address start a bounded number of round trips a minute', async () => {
    const start = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/social/linkedin/start?userType=0',
        remoteAddress: '203.0.113.7',
      });
    const answers = [];
    for (let i = 0; i < STARTS_PER_MINUTE + 1; i++) answers.push((await start()).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(STARTS_PER_MINUTE);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses a code the provider does not know, with its state spent', async () => {
    const { state, iss } = await linkedinCallback('wrong.code@example.net');
    const res = await linkedin('not-a-real-code', '0', { state, iss });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual([SOCIAL_MESSAGES.BAD_CODE]);
  });
});

describe('a round trip is bound to the browser that started it (review M4)', () => {
  // The review's repro: the attacker finishes a round trip at the provider as themselves, and another
  // client (no storage, no cookie) posts what came back; before, it got a session for the attacker.
  it('refuses a LinkedIn code and state brought by a client without the binding, and spends the round trip', async () => {
    const { code, state, iss } = await linkedinCallback('attacker.linkedin@example.net');
    for (const binding of [undefined, 'a-binding-this-api-never-gave', bindings.get(state)!.slice(0, -1)]) {
      const res = await post(`/journalist/social-auth/linkedin/${code}/1`, { state, iss, binding });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.state).toEqual([
        binding === undefined ? SOCIAL_MESSAGES.OTHER_BROWSER : SOCIAL_MESSAGES.STATE_MISMATCH,
      ]);
    }
    // The round trip was spent by the first refusal: not even its own browser can finish it now.
    const owner = await linkedin(code, '1', { state, iss });
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors.state).toEqual([SOCIAL_MESSAGES.STATE_MISMATCH]);
  });

  it('refuses a LinkedIn code brought with another round trip’s binding', async () => {
    const { code, state, iss } = await linkedinCallback('attacker.other@example.net');
    await startUrl('linkedin', '1');
    const othersBinding = [...bindings.values()].at(-1);
    const res = await linkedin(code, '1', { state, iss, binding: othersBinding });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.state).toEqual([SOCIAL_MESSAGES.OTHER_BROWSER]);
  });

  it('refuses a Google ID token brought by a client without the binding, and spends its nonce', async () => {
    const token = await googleIdToken('attacker.google@example.net');
    const stranger = await post(`/journalist/social-auth/google/${token}/1`);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.state).toEqual([SOCIAL_MESSAGES.OTHER_BROWSER]);
    const wrong = await google(await googleIdToken('attacker.google@example.net'), '1', 'not-the-binding');
    expect(wrong.json().errors.state).toEqual([SOCIAL_MESSAGES.OTHER_BROWSER]);
    expect((await google(token, '1')).json().errors.state).toEqual([SOCIAL_MESSAGES.STATE_MISMATCH]);
  });

  it('signs in the browser that started it (the control)', async () => {
    const res = await google(await googleIdToken('bound.browser@example.net'), '1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('bound.browser@example.net');
  });
});

describe('a first password of an account made by social sign-in (review M3)', () => {
  // The review's repro: with only a stolen bearer token, POST /password/create set a password that
  // then unlocked the email change and two-factor.
  it('is not set by the bearer token alone: a link goes to the account’s address instead', async () => {
    const victim = (await google(await googleIdToken('victim.social@example.net'), '1')).json().data;
    const stolen = bearer(victim.access_token);
    const res = await post(
      '/password/create',
      { password: 'Ax9!attacker-chosen-pw', password_confirmation: 'Ax9!attacker-chosen-pw' },
      stolen,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SOCIAL_MESSAGES.PASSWORD_LINK_SENT('victim.social@example.net'));
    // Nothing was set: the attacker's password signs nothing in, and the account still has none.
    const login = await post('/auth/login', { email: 'victim.social@example.net', password: 'Ax9!attacker-chosen-pw' });
    expect(login.statusCode).toBe(422);
    expect((await get('/profile', stolen)).json().data.has_password).toBe(false);
    // So the password-gated actions stay shut to the token.
    expect(
      (await post('/profile/email', { email: 'attacker@example.org', password: 'Ax9!attacker-chosen-pw' }, stolen))
        .statusCode,
    ).toBe(422);
    expect((await post('/auth/two-factor', { password: 'Ax9!attacker-chosen-pw' }, stolen)).statusCode).toBe(422);
    // The link went to the account's own address, and only there.
    expect((await lastMailTo('victim.social@example.net'))?.subject).toBe('Set your PressPoint password');
  });

  it('is set by opening the mailed link, which ends every session of the account', async () => {
    const token = await googleIdToken('two.sessions@example.net');
    const first = bearer((await google(token, '1')).json().data.access_token);
    const second = bearer(
      (await google(await googleIdToken('two.sessions@example.net'), '1')).json().data.access_token,
    );
    expect((await post('/password/create', undefined, first)).statusCode).toBe(200);
    await reset(await passwordLinkOf('two.sessions@example.net'), 'Harbour7Lantern2Quill');
    expect((await get('/profile', first)).statusCode).toBe(401);
    expect((await get('/profile', second)).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'two.sessions@example.net', 'Harbour7Lantern2Quill');
    expect((await get('/profile', fresh)).json().data.has_password).toBe(true);
  });
});

describe('an existing account of the same email', () => {
  it('is linked only after its password is confirmed', async () => {
    const res = await google(await googleIdToken('journalist@example.com'), '1');
    expect(res.statusCode).toBe(409);
    const { message, link_token } = res.json();
    expect(message).toBe(SOCIAL_MESSAGES.LINK_NEEDED('google'));
    expect(link_token).toMatch(/^[\w-]{43}$/);

    const wrong = await post('/auth/social/link', { link_token, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    expect((await post('/auth/social/link', { link_token: 'made-up', password: 'Demo2026pass' })).statusCode).toBe(422);

    const linked = await post('/auth/social/link', { link_token, password: 'Demo2026pass' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.user.email).toBe('journalist@example.com');
    // The link is spent, and the Google account now signs straight in.
    expect((await post('/auth/social/link', { link_token, password: 'Demo2026pass' })).statusCode).toBe(422);
    const next = await google(await googleIdToken('journalist@example.com'), '1');
    expect(next.statusCode).toBe(200);
    expect(next.json().data.user.id).toBe(linked.json().data.user.id);
  });

  it('throttles wrong passwords as sign-ins are throttled', async () => {
    const res = await google(await googleIdToken('expert2@example.com'), '0');
    const { link_token } = res.json();
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push((await post('/auth/social/link', { link_token, password: `wrong-${i}` })).statusCode);
    expect(answers.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(answers.slice(5)).toEqual([429, 429]);
  });
});

describe('an account with two-factor on', () => {
  const email = 'expert@example.com';
  let secret: string;
  let recoveryCodes: string[];
  let userId: number;

  const googleSignIn = async () => google(await googleIdToken(email), '0');
  const complete = (payload: object, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/social/two-factor', payload, remoteAddress });

  /** A 418 as the password login answers it, with a challenge and no session. */
  function challengeOf(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(418);
    const body = res.json();
    expect(body.message).toBe(AUTH_MESSAGES.TWO_FACTOR_REQUIRED);
    expect(body.access_token).toBeUndefined();
    expect(body.data).toBeUndefined();
    expect(body.challenge_token).toMatch(/^[\w-]{43}$/);
    return body.challenge_token as string;
  }

  before(async () => {
    const headers = await signIn(t.app, email);
    userId = (await get('/profile', headers)).json().data.id;
    ({ secret } = (await post('/auth/two-factor', { password: 'Demo2026pass' }, headers)).json().data);
    const confirm = await post('/auth/two-factor/confirm', { code: currentTotp(secret) }, headers);
    recoveryCodes = confirm.json().data.recovery_codes;
    expect((await post('/auth/login', { email, password: 'Demo2026pass' })).statusCode).toBe(418);
  });

  it('links only after the password and the code; a wrong code is refused, the right one works once', async () => {
    const res = await googleSignIn();
    expect(res.statusCode).toBe(409);
    const linked = await post('/auth/social/link', { link_token: res.json().link_token, password: 'Demo2026pass' });
    const challenge = challengeOf(linked);
    // The password alone links nothing: the same Google account still asks for a link.
    expect((await googleSignIn()).statusCode).toBe(409);

    const missing = await post('/auth/social/two-factor', { challenge_token: challenge });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ secret: ['This field is required'] });
    const wrong = await post('/auth/social/two-factor', { challenge_token: challenge, secret: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ secret: [AUTH_MESSAGES.BAD_CODE] });
    const made = await post('/auth/social/two-factor', { challenge_token: 'made-up', secret: '000000' });
    expect(made.json().errors).toEqual({ challenge_token: [SOCIAL_MESSAGES.CHALLENGE_INVALID] });

    // The next step's code (confirming took this one), as the login accepts it.
    const code = currentTotp(secret, Date.now() + 30_000);
    const ok = await post('/auth/social/two-factor', { challenge_token: challenge, secret: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ id: userId, email });
    expect(ok.json().access_token).toBe(ok.json().data.access_token);
    expect((await get('/profile', bearer(ok.json().access_token))).statusCode).toBe(200);

    // The challenge is spent; the code was taken with it.
    const reused = await post('/auth/social/two-factor', { challenge_token: challenge, secret: code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ challenge_token: [SOCIAL_MESSAGES.CHALLENGE_INVALID] });
  });

  it('asks the known identity for the code too, and takes a recovery code once', async () => {
    const challenge = challengeOf(await googleSignIn());
    const ok = await post('/auth/social/two-factor', { challenge_token: challenge, recovery_code: recoveryCodes[0] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.id).toBe(userId);
    expect(
      (await post('/auth/social/two-factor', { challenge_token: challenge, recovery_code: recoveryCodes[1] }))
        .statusCode,
    ).toBe(422);

    // The same recovery code on a new sign-in: used.
    const next = challengeOf(await googleSignIn());
    const used = await post('/auth/social/two-factor', { challenge_token: next, recovery_code: recoveryCodes[0] });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors).toEqual({ recovery_code: [AUTH_MESSAGES.BAD_RECOVERY_CODE] });
  });

  it('refuses an expired challenge', async () => {
    const challenge = challengeOf(await googleSignIn());
    await t.database.db
      .update(socialChallenges)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(socialChallenges.token_hash, hashToken(challenge)));
    const late = await post('/auth/social/two-factor', { challenge_token: challenge, recovery_code: recoveryCodes[2] });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ challenge_token: [SOCIAL_MESSAGES.CHALLENGE_INVALID] });
    // The recovery code was not spent on it.
    const ok = await post('/auth/social/two-factor', {
      challenge_token: challengeOf(await googleSignIn()),
      recovery_code: recoveryCodes[2],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('allows a challenge a few codes, and throttles wrong codes as the login does', async () => {
    const address = '198.51.100.23';
    const challenge = challengeOf(await googleSignIn());
    const answers = [];
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i++)
      answers.push((await complete({ challenge_token: challenge, secret: `00000${i}` }, address)).statusCode);
    expect(answers).toEqual(Array(CHALLENGE_ATTEMPTS).fill(422));
    const spent = await complete({ challenge_token: challenge, recovery_code: recoveryCodes[3] }, address);
    expect(spent.json().errors).toEqual({ challenge_token: [SOCIAL_MESSAGES.CHALLENGE_INVALID] });

    // A new challenge from the same address: the login's per-address count of wrong codes is full.
    const again = await complete({ challenge_token: challengeOf(await googleSignIn()), secret: '123456' }, address);
    expect(again.statusCode).toBe(429);
  });
});
