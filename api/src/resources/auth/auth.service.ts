import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/database';
import { DUMMY_HASH, hashPassword, verifyPassword, weakPasswordReason } from '../../lib/passwords';
import { Throttle, TooManyAttemptsError, tooManyAttempts, type Limit, type RateLimitStore } from '../../lib/throttle';
import { hashToken, newToken } from '../../lib/tokens';
import { newTotpSecret, totpSetup, verifyTotp } from '../../lib/totp';
import { escapeHtml } from '../../lib/html';
import { fieldError } from '../../lib/validation';
import { HttpError, INVALID } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import { registeredMail } from '../accounts/accounts.mail';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { toUserDto } from '../profile/user.dto';
import {
  checkGuestForm,
  checkVideo,
  insertAccountGuest,
  type GuestFormBody,
  type GuestFormFiles,
} from '../guests/guests.service';
import { ROLE, STATUS } from 'mf-shared/roles';
import { authRepository } from './auth.repository';

export const MESSAGES = {
  BAD_CREDENTIALS: 'These credentials do not match our records.',
  LOCKED: 'Sorry, your account was locked by admin',
  TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app.',
  BAD_CODE: 'The code is invalid or was already used.',
  BAD_RECOVERY_CODE: 'The recovery code is invalid or was already used.',
  TOO_MANY: tooManyAttempts,
  EMAIL_TAKEN: 'The email has already been taken.',
  RESET_SENT: 'If that email is registered, we have sent a link to reset the password.',
  RESET_INVALID: 'This password reset link is invalid or has expired.',
  WRONG_PASSWORD: 'The password is incorrect.',
  TWO_FACTOR_NOT_STARTED: 'Start two-factor setup first.',
  TWO_FACTOR_OFF: 'Two-factor authentication is not on.',
  OTHER_SESSIONS_ENDED: 'You are signed out of all other sessions.',
  UNAUTHORIZED: 'This action is unauthorized.',
  FIRST_GUEST_ADDED: 'Your first guest is saved: choose a plan to finish',
  COMPLETION_PAST: 'Your registration is already past this step.',
} as const;

export const RESET_TOKEN_MINUTES = 60;

const MINUTE = 60_000;

/**
 * Attempts are counted before the password is checked (see `Throttle.attempt`), so these bound the
 * failures and the attempts being checked at once, however many arrive together.
 *
 * Failed sign-ins allowed before 429: 5 a minute per email and address (as before); 30 in 10 minutes
 * per address whatever the email (one address spraying many accounts); 100 an hour per account
 * whatever the address (one account attacked from many addresses).
 */
export function loginLimits(email: string, ip: string): Limit[] {
  const account = email.trim().toLowerCase();
  return [
    { key: `login:${account}|${ip}`, max: 5, windowMs: MINUTE },
    { key: `login-ip:${ip}`, max: 30, windowMs: 10 * MINUTE },
    { key: `login-account:${account}`, max: 100, windowMs: 60 * MINUTE },
  ];
}

/** Wrong authenticator or recovery codes: the same per address, and 10 an hour per account (a code has 6 digits). */
export function codeLimits(userId: number, ip: string): Limit[] {
  return [
    { key: `code:${userId}|${ip}`, max: 5, windowMs: MINUTE },
    { key: `code-ip:${ip}`, max: 30, windowMs: 10 * MINUTE },
    { key: `code-account:${userId}`, max: 10, windowMs: 60 * MINUTE },
  ];
}

/**
 * Wrong passwords when a signed-in user confirms an action with theirs (two-factor setup and off,
 * recovery codes, signing out other sessions, password change): a stolen token must not become an
 * unlimited password oracle. 5 in 15 minutes per account, 20 in 15 minutes per address.
 */
export function passwordCheckLimits(userId: number, ip: string): Limit[] {
  return [
    { key: `password-check:${userId}`, max: 5, windowMs: 15 * MINUTE },
    { key: `password-check-ip:${ip}`, max: 20, windowMs: 15 * MINUTE },
  ];
}

const RECOVERY_CODES = 8;

export interface RegistrationInput {
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  email: string;
  work_phone: string;
  linkedin: string;
  password: string;
}

/** The second factor of an account with two-factor on: an authenticator code or a recovery code. */
export interface SecondFactorInput {
  secret?: string;
  recovery_code?: string;
}

export interface LoginInput extends SecondFactorInput {
  email: string;
  password: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normaliseCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/**
 * The second factor of a user with two-factor on, as every sign-in asks it (password login, social
 * sign-in): 418 when no code is given; otherwise the authenticator code (each time step accepted
 * once) or a recovery code (each once), within `codeLimits`: 422 on the field when wrong, 429
 * after too many wrong.
 */
export function secondFactorCheck(db: Executor, deps: { rateLimits: RateLimitStore; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const throttle = new Throttle(deps.rateLimits, now);
  const repository = authRepository(db, now);

  async function checkCode(user: UserRow, input: SecondFactorInput) {
    if (input.secret) {
      const step = user.twofa_secret ? verifyTotp(user.twofa_secret, input.secret.trim(), now()) : null;
      // A code accepted once is refused if used again (its time step is remembered).
      if (step === null || (user.twofa_last_step !== null && step <= user.twofa_last_step)) return false;
      return repository.useTotpStep(user.id, step);
    }
    return repository.useRecoveryCode(user.id, sha256(normaliseCode(input.recovery_code!)));
  }

  return async function checkSecondFactor(user: UserRow, input: SecondFactorInput, ip: string) {
    if (!input.secret && !input.recovery_code) throw new HttpError(418, MESSAGES.TWO_FACTOR_REQUIRED);
    const limits = codeLimits(user.id, ip);
    const wait = await throttle.attempt(limits);
    if (wait > 0) throw new TooManyAttemptsError(wait);
    if (!(await checkCode(user, input))) {
      throw input.secret
        ? fieldError('secret', MESSAGES.BAD_CODE)
        : fieldError('recovery_code', MESSAGES.BAD_RECOVERY_CODE);
    }
    await throttle.release(limits);
    // The per-address count starts over; the address and account totals keep their failures.
    await throttle.clear(limits[0].key);
  };
}

/** Who a person is and what state their account is in: every rule of spec sections 4 to 6, once. */
export function authService(
  db: Database,
  deps: {
    sendMail: (mail: Mail) => Promise<void>;
    shellUrl: string;
    /** Counters shared by every API instance (app.rateLimits). */
    rateLimits: RateLimitStore;
    /** Runs work after the answer has gone out (app.background.run). */
    runInBackground: (name: string, task: () => Promise<void>) => void;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const throttle = new Throttle(deps.rateLimits, now);

  const accounts = accountsService(db, { now });
  const repository = authRepository(db, now);

  async function issueToken(userId: number) {
    const { token, hash } = newToken();
    await repository.insertToken(userId, hash);
    return token;
  }

  async function session(user: UserRow) {
    return { access_token: await issueToken(user.id), user: toUserDto(user) };
  }

  /** Refuses a common or easily guessed password; `userInputs` are the person's own name and email. */
  function refuseWeak(password: string, userInputs: (string | null)[] = []) {
    const reason = weakPasswordReason(password, userInputs);
    if (reason) throw fieldError('password', reason);
  }

  /** Counts an attempt on `limits` before it is checked, or refuses it with 429 and the seconds to wait. */
  async function attemptOrRefuse(limits: Limit[]) {
    const wait = await throttle.attempt(limits);
    if (wait > 0) throw new TooManyAttemptsError(wait);
  }

  /** The signed-in user's password, checked within `passwordCheckLimits`; a wrong one stays counted. */
  async function checkUserPassword(user: UserRow, password: string, ip: string, field: string) {
    const limits = passwordCheckLimits(user.id, ip);
    await attemptOrRefuse(limits);
    if (!(await verifyPassword(user.password, password))) throw fieldError(field, MESSAGES.WRONG_PASSWORD);
    await throttle.release(limits);
  }

  const checkSecondFactor = secondFactorCheck(db, deps);

  return {
    async register(role: 0 | 1, input: RegistrationInput) {
      refuseWeak(input.password, [input.first_name, input.last_name, input.email]);
      if (await accounts.findByEmail(input.email)) throw fieldError('email', MESSAGES.EMAIL_TAKEN);
      const user = await accounts.register(role, {
        email: input.email.trim(),
        password: await hashPassword(input.password),
        first_name: input.first_name,
        last_name: input.last_name,
        title: input.title,
        company_name: input.company_name,
        work_phone: input.work_phone,
        linkedin: input.linkedin,
      });
      // What happens next, in writing (the journalist's approval, the expert's next steps).
      await deps.sendMail(registeredMail(user, deps.shellUrl));
      return session(user);
    },

    async login(input: LoginInput, ip: string) {
      // Counted before the check: a failure stays counted, a right password gives its place back.
      const limits = loginLimits(input.email, ip);
      await attemptOrRefuse(limits);
      const user = await accounts.findByEmail(input.email);
      // Wrong email and wrong password cost the same and answer the same.
      const ok = await verifyPassword(user?.password ?? (await DUMMY_HASH), input.password);
      if (!user || !ok) throw fieldError('email', MESSAGES.BAD_CREDENTIALS);
      await throttle.release(limits);
      if (user.status === STATUS.LOCKED_BY_ADMIN) throw new HttpError(403, MESSAGES.LOCKED);
      if (user.twofa_status) await checkSecondFactor(user, input, ip);
      await throttle.clear(limits[0].key);
      return session(user);
    },

    async logout(tokenHash: string) {
      await repository.revokeToken(tokenHash);
    },

    /** Sessions past their expiry or idle for `idleDays` end (their sockets close); answers how many. */
    endExpiredSessions: (idleDays: number) => repository.revokeExpiredTokens(idleDays),

    /**
     * Always the same answer in the same time, whether or not the email exists: the caller waits
     * for nothing, the lookup and the mail happen after the answer (at most one mail a minute).
     */
    forgotPassword(email: string): void {
      deps.runInBackground('password reset mail', () => this.sendResetLink(email));
    },

    async sendResetLink(email: string) {
      const user = await accounts.findByEmail(email);
      if (!user) return;
      if (await repository.hasResetLinkSince(user.id, now() - 60_000)) return;
      const { token, hash } = newToken();
      await repository.insertResetLink(user.id, hash, now() + RESET_TOKEN_MINUTES * 60_000);
      const link = `${deps.shellUrl}/password-recovery/${token}`;
      // An account made by social sign-in has no password yet: the same link sets its first one.
      const first = !user.password;
      const action = first ? 'Set your password' : 'Set a new password';
      await deps.sendMail({
        to: user.email,
        subject: first ? 'Set your PressPoint password' : 'Reset your PressPoint password',
        text: `Hello ${user.first_name},\n\nOpen this link to ${action.toLowerCase()} (valid for ${RESET_TOKEN_MINUTES} minutes, once):\n${link}\n\nOnce it is set, every device signed in to your account must sign in again. If you did not ask for it, ignore this mail.`,
        html: `<p>Hello ${escapeHtml(user.first_name)},</p><p><a href="${link}">${action}</a>. The link works once, for ${RESET_TOKEN_MINUTES} minutes. Once it is set, every device signed in to your account must sign in again.</p><p>If you did not ask for it, ignore this mail.</p>`,
      });
    },

    /**
     * The link is checked and the password judged (against the person's own name and email) and
     * hashed first; then, in one transaction, the link is spent, the password set, the user's other
     * links voided and every session ended: all of it or, if anything fails, none of it.
     */
    async resetPassword(token: string, password: string) {
      const usable = repository.usableResetLink(hashToken(token));
      const owner = await repository.resetLinkOwner(usable);
      if (!owner) throw fieldError('token', MESSAGES.RESET_INVALID);
      refuseWeak(password, [owner.first_name, owner.last_name, owner.email]);
      const hashed = await hashPassword(password);
      await db.transaction(async (tx) => {
        const inTx = authRepository(tx, now);
        const userId = await inTx.spendResetLink(usable);
        if (!userId) throw fieldError('token', MESSAGES.RESET_INVALID);
        await inTx.setPassword(userId, hashed);
        await inTx.voidResetLinks(userId);
        await inTx.revokeTokens(userId);
      });
    },

    async changePassword(user: UserRow, currentTokenHash: string, current: string, password: string, ip: string) {
      await checkUserPassword(user, current, ip, 'current_password');
      refuseWeak(password, [user.first_name, user.last_name, user.email]);
      await repository.setPassword(user.id, await hashPassword(password));
      // Every other session ends; this one stays signed in. Reset links mailed before no longer work.
      await repository.revokeTokens(user.id, currentTokenHash);
      await repository.voidResetLinks(user.id);
    },

    /** "Sign out of all other sessions": every token of the user but this one; answers how many ended. */
    async revokeOtherSessions(user: UserRow, currentTokenHash: string, password: string, ip: string) {
      await this.checkPassword(user, password, ip);
      return repository.revokeTokens(user.id, currentTokenHash);
    },

    /** A new secret to scan; it needs the password, as it replaces (turns off) a factor that is on. */
    async startTwoFactor(user: UserRow, password: string, ip: string) {
      await this.checkPassword(user, password, ip);
      const secret = newTotpSecret();
      await repository.setTwoFactor(user.id, { twofa_secret: secret, twofa_status: false, twofa_last_step: null });
      return totpSetup(secret, user.email);
    },

    async confirmTwoFactor(user: UserRow, code: string) {
      if (!user.twofa_secret) throw fieldError('code', MESSAGES.TWO_FACTOR_NOT_STARTED);
      const step = verifyTotp(user.twofa_secret, code.trim(), now());
      if (step === null) throw fieldError('code', MESSAGES.BAD_CODE);
      await repository.setTwoFactor(user.id, { twofa_status: true, twofa_last_step: step });
      return this.regenerateRecoveryCodes({ ...user, twofa_status: true });
    },

    /** Eight new one-time codes, shown once; only their hashes are kept. */
    async regenerateRecoveryCodes(user: UserRow) {
      if (!user.twofa_status) throw new HttpError(422, MESSAGES.TWO_FACTOR_OFF);
      const codes = newRecoveryCodes();
      await repository.replaceRecoveryCodes(
        user.id,
        codes.map((c) => sha256(normaliseCode(c))),
      );
      return codes;
    },

    /** The signed-in user confirms an action with their password: 422 when wrong, 429 after too many wrong. */
    /** New recovery codes on request: the old ones stop working; it needs the password. */
    async replaceRecoveryCodes(user: UserRow, password: string, ip: string) {
      await this.checkPassword(user, password, ip);
      return this.regenerateRecoveryCodes(user);
    },

    async checkPassword(user: UserRow, password: string, ip: string) {
      await checkUserPassword(user, password, ip, 'password');
    },

    async disableTwoFactor(user: UserRow, password: string, ip: string) {
      await this.checkPassword(user, password, ip);
      await repository.setTwoFactor(user.id, { twofa_status: false, twofa_secret: null, twofa_last_step: null });
      await repository.replaceRecoveryCodes(user.id, []);
    },

    /**
     * Registration step 2 ("Add your first guest"): the guest form, an optional avatar and video
     * link. The guest is published at once and the status moves from MUST_ADD_GUEST to MUST_PAY
     * (accounts service) in the same transaction, so a new expert is never stuck halfway.
     */
    async addFirstGuest(user: UserRow, body: GuestFormBody, files: GuestFormFiles) {
      if (user.role !== ROLE.EXPERT || user.status !== STATUS.MUST_ADD_GUEST || user.date_deleting)
        throw new HttpError(403, MESSAGES.UNAUTHORIZED);
      const [form, video] = await Promise.allSettled([
        checkGuestForm(db, body, Boolean(files.guest_company_logo)),
        checkVideo(body.video),
      ]);
      const failures = [form, video].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failures.length) {
        const errors: Record<string, string[]> = {};
        for (const { reason } of failures) {
          if (!(reason instanceof HttpError) || !reason.errors) throw reason;
          Object.assign(errors, reason.errors);
        }
        throw new HttpError(422, INVALID, errors);
      }
      const input = (form as PromiseFulfilledResult<Awaited<ReturnType<typeof checkGuestForm>>>).value;
      const link = (video as PromiseFulfilledResult<string | null>).value;
      const outcome = await db.transaction(async (tx) => {
        const moved = await accounts.firstGuestAdded(user, tx);
        if (!moved.changed) throw new HttpError(403, MESSAGES.UNAUTHORIZED);
        await insertAccountGuest(tx, user.id, input, files, { is_draft: false, video: link });
        return moved;
      });
      return { user: toUserDto(outcome.user) };
    },

    /** The blocking "Register as an Expert : Step 1" dialog: company, title and phone, then step 2. */
    async completeExpert(
      user: UserRow,
      input: { companyName: string; title: string; phone: string; expert_id: number },
    ) {
      if (user.role !== ROLE.EXPERT || input.expert_id !== user.id)
        throw new HttpError(403, 'This action is unauthorized.');
      // Step 1 again would send an expert who must pay (or is paying) back to step 2, and a payment
      // completing then would find the account in no state it activates (review I7).
      if (user.status === STATUS.MUST_PAY || user.status === STATUS.PAYMENT_IN_PROCESS)
        throw new HttpError(409, MESSAGES.COMPLETION_PAST);
      const updated = await accounts.completeExpert(user, {
        company_name: input.companyName,
        title: input.title,
        work_phone: input.phone,
      });
      return session(updated);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
