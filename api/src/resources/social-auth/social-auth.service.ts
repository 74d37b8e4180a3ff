import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import {
  newAuthorizationRequest,
  ProviderUnavailableError,
  RefusedCredentialError,
  type SocialProvider,
  type SocialProviders,
  type VerifiedIdentity,
} from '../../lib/oidc/providers';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { Throttle, TooManyAttemptsError, type RateLimitStore } from '../../lib/throttle';
import { hashToken, matchesTokenHash, newToken } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { authRepository } from '../auth/auth.repository';
import {
  loginLimits,
  MESSAGES as AUTH_MESSAGES,
  secondFactorCheck,
  type SecondFactorInput,
} from '../auth/auth.service';
import { toUserDto } from '../profile/user.dto';
import { ROLE, STATUS, type Role } from 'mf-shared/roles';
import { socialAuthRepository } from './social-auth.repository';

const NAMES: Record<SocialProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

export const SOCIAL_MESSAGES = {
  NOT_CONFIGURED: (p: SocialProvider) => `Sign-in with ${NAMES[p]} is not available.`,
  BAD_USER_TYPE: 'The user type must be expert (0) or journalist (1).',
  BAD_TOKEN: 'The Google sign-in could not be verified. Please try again.',
  BAD_CODE: 'The LinkedIn sign-in could not be completed. Please try again.',
  STATE_MISMATCH: 'This sign-in request has expired or was not started here. Please sign in again.',
  OTHER_BROWSER: 'This sign-in was started in another browser or tab. Please start again.',
  UNAVAILABLE: (p: SocialProvider) => `${NAMES[p]} did not answer. Please try again in a moment.`,
  NO_VERIFIED_EMAIL: (p: SocialProvider) =>
    `Your ${NAMES[p]} account has no verified email address, so it cannot be used to sign in here.`,
  LINK_NEEDED: (p: SocialProvider) =>
    `An account with this email already exists. Enter its password to link your ${NAMES[p]} sign-in to it.`,
  ALREADY_LINKED: (p: SocialProvider) =>
    `The account with this email is already linked to another ${NAMES[p]} account.`,
  LINK_INVALID: 'This link request has expired. Please sign in again.',
  PASSWORD_EXISTS: 'Your account already has a password. Change it in your security settings.',
  PASSWORD_LINK_SENT: (email: string) =>
    `We have sent a link to ${email}. Open it to set your password; then sign in again with it.`,
  CHALLENGE_INVALID: 'This sign-in has expired or its code was tried too many times. Please sign in again.',
} as const;

/** How long a started round trip, and a link waiting for its password, stay usable. */
export const ROUND_TRIP_MINUTES = 10;
export const LINK_MINUTES = 15;
/** How long a sign-in of an account with two-factor on waits for its code, and how many codes it may try. */
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;
/** Round trips one address may start a minute: each keeps a row until it expires. */
export const STARTS_PER_MINUTE = 30;

/** `userType` as the spec sends it (0 expert, 1 journalist) or as browser storage keeps it. */
export function roleOf(userType: string | number): Role {
  const value = String(userType).trim().toLowerCase();
  if (value === '0' || value === 'expert') return ROLE.EXPERT;
  if (value === '1' || value === 'journalist') return ROLE.JOURNALIST;
  throw fieldError('userType', SOCIAL_MESSAGES.BAD_USER_TYPE);
}

export interface SocialSession {
  access_token: string;
  user: ReturnType<typeof toUserDto>;
}

export type SocialOutcome =
  | { kind: 'session'; session: SocialSession }
  | { kind: 'link'; message: string; link_token: string }
  /** Two-factor is on: the code completes the sign-in (POST /auth/social/two-factor). */
  | { kind: 'two-factor'; message: string; challenge_token: string };

/**
 * Sign-in with Google (ID token) and LinkedIn (code): an identity (provider, subject) names its
 * account; a new identity whose verified email belongs to an account is linked to it only once
 * that account's password is given; otherwise a new account is made with the role asked for.
 */
export function socialAuthService(
  db: Database,
  deps: {
    providers: SocialProviders;
    rateLimits: RateLimitStore;
    /** Mails the account a single-use link that sets its password (the reset link: it also ends every session). */
    sendPasswordLink: (email: string) => Promise<void>;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const repository = socialAuthRepository(db, now);
  const accounts = accountsService(db, { now });
  const throttle = new Throttle(deps.rateLimits, now);
  const checkSecondFactor = secondFactorCheck(db, { rateLimits: deps.rateLimits, now });

  function configured<P extends SocialProvider>(provider: P) {
    const client = deps.providers[provider];
    if (!client) throw new HttpError(404, SOCIAL_MESSAGES.NOT_CONFIGURED(provider));
    return client as NonNullable<SocialProviders[P]>;
  }

  async function session(user: UserRow): Promise<SocialSession> {
    if (user.status === STATUS.LOCKED_BY_ADMIN) throw new HttpError(403, AUTH_MESSAGES.LOCKED);
    const { token, hash } = newToken();
    await authRepository(db, now).insertToken(user.id, hash);
    return { access_token: token, user: toUserDto(user) };
  }

  /**
   * What an existing account signing in with a provider gets: a session, or, with two-factor on, no
   * session but a challenge its code must answer, as the password login asks it (418). `link` is an
   * identity confirmed by the password, made only when the code is right.
   */
  async function sessionOrChallenge(
    user: UserRow,
    provider: SocialProvider,
    link?: { subject: string; email: string | null },
  ): Promise<SocialOutcome> {
    if (user.status === STATUS.LOCKED_BY_ADMIN) throw new HttpError(403, AUTH_MESSAGES.LOCKED);
    if (!user.twofa_status) return { kind: 'session', session: await session(user) };
    const { token, hash } = newToken();
    await repository.saveChallenge(
      {
        token_hash: hash,
        user_id: user.id,
        provider,
        link_subject: link?.subject ?? null,
        link_email: link?.email ?? null,
      },
      CHALLENGE_MINUTES * 60_000,
    );
    return { kind: 'two-factor', message: AUTH_MESSAGES.TWO_FACTOR_REQUIRED, challenge_token: token };
  }

  const names = (identity: VerifiedIdentity) => {
    if (identity.givenName) return { first_name: identity.givenName, last_name: identity.familyName ?? '' };
    const [first, ...rest] = (identity.name ?? identity.email!.split('@')[0]).split(/\s+/);
    return { first_name: first, last_name: rest.join(' ') };
  };

  /** The identity is checked; who it is decides: its account, a link to confirm, or a new account. */
  async function signIn(provider: SocialProvider, identity: VerifiedIdentity, role: Role): Promise<SocialOutcome> {
    const known = await repository.userOfIdentity(provider, identity.subject);
    if (known) return sessionOrChallenge(known, provider);
    if (!identity.email || !identity.emailVerified)
      throw new HttpError(403, SOCIAL_MESSAGES.NO_VERIFIED_EMAIL(provider));
    const sameEmail = await accounts.findByEmail(identity.email);
    if (sameEmail) {
      if (await repository.hasIdentity(sameEmail.id, provider))
        throw new HttpError(409, SOCIAL_MESSAGES.ALREADY_LINKED(provider));
      // Whoever controls a provider account with this email may not take the account over: the
      // account's own password must confirm the link.
      const link_token = randomBytes(32).toString('base64url');
      await repository.saveState(
        { state: link_token, provider, link_user_id: sameEmail.id, subject: identity.subject, email: identity.email },
        LINK_MINUTES * 60_000,
      );
      return { kind: 'link', message: SOCIAL_MESSAGES.LINK_NEEDED(provider), link_token };
    }
    const user = await db.transaction(async (tx) => {
      const created = await accountsService(tx as unknown as Database, { now }).register(role, {
        email: identity.email!,
        password: null,
        ...names(identity),
      });
      await socialAuthRepository(tx, now).insertIdentity(created.id, provider, identity.subject, identity.email);
      return created;
    });
    return { kind: 'session', session: await session(user) };
  }

  const refusedOr = (provider: SocialProvider, field: string, message: string) => (error: unknown) => {
    if (error instanceof RefusedCredentialError) throw fieldError(field, message);
    if (error instanceof ProviderUnavailableError) throw new HttpError(503, SOCIAL_MESSAGES.UNAVAILABLE(provider));
    throw error;
  };

  return {
    /** Which buttons the front shows. */
    providers() {
      return { google: Boolean(deps.providers.google), linkedin: Boolean(deps.providers.linkedin) };
    },

    /**
     * The provider's authorization URL for a new round trip, its state, nonce (and PKCE verifier) kept
     * here, and the browser's binding: a random value only the starting browser keeps, whose hash the
     * callback must match, so a round trip finished by someone else cannot sign this browser in.
     */
    async start(provider: SocialProvider, userType: string, ip: string) {
      const client = configured(provider);
      const role = roleOf(userType);
      const wait = await throttle.attempt([{ key: `social-start:${ip}`, max: STARTS_PER_MINUTE, windowMs: 60_000 }]);
      if (wait > 0) throw new TooManyAttemptsError(wait);
      const request = newAuthorizationRequest(provider === 'linkedin');
      const url = await client.authorizationUrl(request).catch(refusedOr(provider, 'provider', ''));
      const binding = newToken();
      await repository.saveState(
        {
          state: request.state,
          provider,
          nonce: request.nonce,
          code_verifier: request.codeVerifier ?? null,
          user_type: role,
          binding_hash: binding.hash,
        },
        ROUND_TRIP_MINUTES * 60_000,
      );
      return { url, binding: binding.token };
    },

    /**
     * A Google ID token: signature, audience, issuer and expiry checked, and its nonce must be one
     * of a round trip started here, spent now: a token seen again (a log, a copied address, another
     * site's sign-in) is refused, and so is one brought by a browser that did not start the round trip.
     */
    async google(token: string, userType: string, binding?: string) {
      const client = configured('google');
      const role = roleOf(userType);
      const identity = await client.verify(token).catch(refusedOr('google', 'token', SOCIAL_MESSAGES.BAD_TOKEN));
      const trip = identity.nonce ? await repository.takeNonce('google', identity.nonce) : null;
      if (!trip) throw fieldError('state', SOCIAL_MESSAGES.STATE_MISMATCH);
      // Spent either way: a link that reached the wrong browser is of no use to anyone afterwards.
      if (!matchesTokenHash(binding, trip.binding_hash)) throw fieldError('state', SOCIAL_MESSAGES.OTHER_BROWSER);
      return signIn('google', identity, role);
    },

    /**
     * A LinkedIn code: its state must be one this API handed out (unexpired, unused) to this browser
     * (its binding), checked before the code is exchanged; PKCE and nonce checked.
     */
    async linkedin(code: string, userType: string, response: { state: string; iss?: string; binding?: string }) {
      const client = configured('linkedin');
      const role = roleOf(userType);
      const trip = await repository.takeRoundTrip('linkedin', response.state);
      if (!trip?.code_verifier || !trip.nonce) throw fieldError('state', SOCIAL_MESSAGES.STATE_MISMATCH);
      if (!matchesTokenHash(response.binding, trip.binding_hash))
        throw fieldError('state', SOCIAL_MESSAGES.OTHER_BROWSER);
      const identity = await client
        .exchange(
          { code, state: response.state, iss: response.iss },
          { state: trip.state, nonce: trip.nonce, codeVerifier: trip.code_verifier },
        )
        .catch(refusedOr('linkedin', 'code', SOCIAL_MESSAGES.BAD_CODE));
      return signIn('linkedin', identity, role);
    },

    /**
     * Confirms a pending link with the existing account's password (throttled as sign-ins are). With
     * two-factor on, the password is not enough: the link waits in a challenge for the code.
     */
    async link(linkToken: string, password: string, ip: string): Promise<SocialOutcome> {
      const pending = await repository.pendingLink(linkToken);
      if (!pending) throw fieldError('link_token', SOCIAL_MESSAGES.LINK_INVALID);
      const user = await repository.userById(pending.link_user_id!);
      if (!user) throw fieldError('link_token', SOCIAL_MESSAGES.LINK_INVALID);
      const limits = loginLimits(user.email, ip);
      const wait = await throttle.attempt(limits);
      if (wait > 0) throw new TooManyAttemptsError(wait);
      const ok = await verifyPassword(user.password ?? (await DUMMY_HASH), password);
      if (!user.password || !ok) throw fieldError('password', AUTH_MESSAGES.WRONG_PASSWORD);
      await throttle.release(limits);
      const provider = pending.provider as SocialProvider;
      const identity = { subject: pending.subject!, email: pending.email };
      const spent = await db.transaction(async (tx) => {
        const inTx = socialAuthRepository(tx, now);
        if (!(await inTx.spendLink(linkToken))) return false;
        if (!user.twofa_status) await inTx.insertIdentity(user.id, provider, identity.subject, identity.email);
        return true;
      });
      if (!spent) throw fieldError('link_token', SOCIAL_MESSAGES.LINK_INVALID);
      return sessionOrChallenge(user, provider, user.twofa_status ? identity : undefined);
    },

    /**
     * Completes a social sign-in of an account with two-factor on: the challenge (unexpired, unspent,
     * within its attempts) and the login's own code check (authenticator or recovery code, throttled
     * as the login is). Then the challenge is spent, a link waiting in it is made, and a session given.
     */
    async twoFactor(challengeToken: string, input: SecondFactorInput, ip: string): Promise<SocialSession> {
      const tokenHash = hashToken(challengeToken);
      const challenge = await repository.attemptChallenge(tokenHash, CHALLENGE_ATTEMPTS);
      if (!challenge) throw fieldError('challenge_token', SOCIAL_MESSAGES.CHALLENGE_INVALID);
      const user = await repository.userById(challenge.user_id);
      if (!user) throw fieldError('challenge_token', SOCIAL_MESSAGES.CHALLENGE_INVALID);
      if (user.status === STATUS.LOCKED_BY_ADMIN) throw new HttpError(403, AUTH_MESSAGES.LOCKED);
      await checkSecondFactor(user, input, ip);
      const provider = challenge.provider as SocialProvider;
      const spent = await db.transaction(async (tx) => {
        const inTx = socialAuthRepository(tx, now);
        if (!(await inTx.spendChallenge(tokenHash))) return false;
        const subject = challenge.link_subject;
        if (subject) {
          // Linked meanwhile (another tab, another sign-in): to this account it is done; otherwise refused.
          const owner = await inTx.userOfIdentity(provider, subject);
          if (owner && owner.id !== user.id) throw new HttpError(409, SOCIAL_MESSAGES.ALREADY_LINKED(provider));
          if (!owner) {
            if (await inTx.hasIdentity(user.id, provider))
              throw new HttpError(409, SOCIAL_MESSAGES.ALREADY_LINKED(provider));
            await inTx.insertIdentity(user.id, provider, subject, challenge.link_email);
          }
        }
        return true;
      });
      if (!spent) throw fieldError('challenge_token', SOCIAL_MESSAGES.CHALLENGE_INVALID);
      return session(user);
    },

    /**
     * An account made by social sign-in asks for its first password: a bearer token alone (perhaps a
     * stolen one) must not set it, since the password then unlocks the email change and two-factor.
     * The link goes to the account's own address; opening it sets the password (section 5's rules)
     * and ends every session, as a reset does.
     */
    async createPassword(user: UserRow) {
      if (user.password) throw new HttpError(409, SOCIAL_MESSAGES.PASSWORD_EXISTS);
      await deps.sendPasswordLink(user.email);
      return SOCIAL_MESSAGES.PASSWORD_LINK_SENT(user.email);
    },
  };
}

export type SocialAuthService = ReturnType<typeof socialAuthService>;
