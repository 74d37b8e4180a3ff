import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { accessTokens, passwordResets, recoveryCodes, users } from '../../db/schema';
import { COMMON_PASSWORD, DUMMY_HASH, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { Throttle } from '../../lib/throttle';
import { hashToken, newToken } from '../../lib/tokens';
import { newTotpSecret, totpSetup, verifyTotp } from '../../lib/totp';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import { toUserDto } from '../profile/user.dto';
import { ROLE, STATUS } from 'mf-shared/roles';

type UserRow = typeof users.$inferSelect;

export const MESSAGES = {
  BAD_CREDENTIALS: 'These credentials do not match our records.',
  LOCKED: 'Sorry, your account was locked by admin',
  TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app.',
  BAD_CODE: 'The code is invalid or was already used.',
  BAD_RECOVERY_CODE: 'The recovery code is invalid or was already used.',
  TOO_MANY: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
  EMAIL_TAKEN: 'The email has already been taken.',
  RESET_SENT: 'If that email is registered, we have sent a link to reset the password.',
  RESET_INVALID: 'This password reset link is invalid or has expired.',
  WRONG_PASSWORD: 'The password is incorrect.',
  TWO_FACTOR_NOT_STARTED: 'Start two-factor setup first.',
  TWO_FACTOR_OFF: 'Two-factor authentication is not on.',
} as const;

export const RESET_TOKEN_MINUTES = 60;
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

export interface LoginInput {
  email: string;
  password: string;
  secret?: string;
  recovery_code?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normaliseCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Who a person is and what state their account is in: every rule of spec sections 4 to 6, once. */
export function authService(
  db: Database,
  deps: { sendMail: (mail: Mail) => Promise<void>; shellUrl: string; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const iso = (ms = now()) => new Date(ms).toISOString();
  // The 6th failure within a minute for one email and address is refused (429); likewise codes.
  const loginThrottle = new Throttle(5, 60_000);
  const codeThrottle = new Throttle(5, 60_000);

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return user;
  }

  async function issueToken(userId: number) {
    const { token, hash } = newToken();
    await db.insert(accessTokens).values({ user_id: userId, token_hash: hash });
    return token;
  }

  async function session(user: UserRow) {
    return { access_token: await issueToken(user.id), user: toUserDto(user) };
  }

  async function revokeTokens(userId: number, exceptHash?: string) {
    await db
      .update(accessTokens)
      .set({ revoked_at: iso() })
      .where(
        and(
          eq(accessTokens.user_id, userId),
          isNull(accessTokens.revoked_at),
          exceptHash ? ne(accessTokens.token_hash, exceptHash) : undefined,
        ),
      );
  }

  function refuseCommon(password: string) {
    if (isCommonPassword(password)) throw fieldError('password', COMMON_PASSWORD);
  }

  async function checkCode(user: UserRow, input: LoginInput) {
    if (input.secret) {
      const step = user.twofa_secret ? verifyTotp(user.twofa_secret, input.secret.trim(), now()) : null;
      // A code accepted once is refused if used again (its time step is remembered).
      if (step === null || (user.twofa_last_step !== null && step <= user.twofa_last_step)) return false;
      const updated = await db
        .update(users)
        .set({ twofa_last_step: step })
        .where(and(eq(users.id, user.id), sql`coalesce(${users.twofa_last_step}, -1) < ${step}`))
        .returning({ id: users.id });
      return updated.length === 1;
    }
    const [used] = await db
      .update(recoveryCodes)
      .set({ used_at: iso() })
      .where(
        and(
          eq(recoveryCodes.user_id, user.id),
          eq(recoveryCodes.code_hash, sha256(normaliseCode(input.recovery_code!))),
          isNull(recoveryCodes.used_at),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return Boolean(used);
  }

  return {
    async register(role: 0 | 1, input: RegistrationInput) {
      refuseCommon(input.password);
      if (await findByEmail(input.email)) throw fieldError('email', MESSAGES.EMAIL_TAKEN);
      const [user] = await db
        .insert(users)
        .values({
          role,
          // Journalists wait for approval; an expert goes on to add a guest (step 2).
          status: role === ROLE.JOURNALIST ? STATUS.WAIT_FOR_APPROVING : STATUS.MUST_ADD_GUEST,
          email: input.email.trim(),
          password: await hashPassword(input.password),
          first_name: input.first_name,
          last_name: input.last_name,
          title: input.title,
          company_name: input.company_name,
          work_phone: input.work_phone,
          linkedin: input.linkedin,
        })
        .returning();
      return session(user);
    },

    async login(input: LoginInput, ip: string) {
      const key = `${input.email.trim().toLowerCase()}|${ip}`;
      const wait = loginThrottle.retryAfter(key, now());
      if (wait > 0) throw new HttpError(429, MESSAGES.TOO_MANY(wait));
      const user = await findByEmail(input.email);
      // Wrong email and wrong password cost the same and answer the same.
      const ok = await verifyPassword(user?.password ?? (await DUMMY_HASH), input.password);
      if (!user || !ok) {
        loginThrottle.fail(key, now());
        throw fieldError('email', MESSAGES.BAD_CREDENTIALS);
      }
      if (user.status === STATUS.LOCKED_BY_ADMIN) throw new HttpError(403, MESSAGES.LOCKED);
      if (user.twofa_status) {
        if (!input.secret && !input.recovery_code) throw new HttpError(418, MESSAGES.TWO_FACTOR_REQUIRED);
        const codeKey = `2fa|${user.id}|${ip}`;
        const codeWait = codeThrottle.retryAfter(codeKey, now());
        if (codeWait > 0) throw new HttpError(429, MESSAGES.TOO_MANY(codeWait));
        if (!(await checkCode(user, input))) {
          codeThrottle.fail(codeKey, now());
          throw input.secret
            ? fieldError('secret', MESSAGES.BAD_CODE)
            : fieldError('recovery_code', MESSAGES.BAD_RECOVERY_CODE);
        }
        codeThrottle.clear(codeKey);
      }
      loginThrottle.clear(key);
      return session(user);
    },

    async logout(tokenHash: string) {
      await db.update(accessTokens).set({ revoked_at: iso() }).where(eq(accessTokens.token_hash, tokenHash));
    },

    /** Always the same answer, whether or not the email exists; at most one mail a minute. */
    async forgotPassword(email: string) {
      const user = await findByEmail(email);
      if (!user) return;
      const [recent] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.user_id, user.id), gt(passwordResets.created_at, iso(now() - 60_000))))
        .limit(1);
      if (recent) return;
      const { token, hash } = newToken();
      await db.insert(passwordResets).values({
        user_id: user.id,
        token_hash: hash,
        expires_at: iso(now() + RESET_TOKEN_MINUTES * 60_000),
        created_at: iso(),
      });
      const link = `${deps.shellUrl}/password-recovery/${token}`;
      await deps.sendMail({
        to: user.email,
        subject: 'Reset your PressPoint password',
        text: `Hello ${user.first_name},\n\nOpen this link to set a new password (valid for ${RESET_TOKEN_MINUTES} minutes, once):\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        html: `<p>Hello ${user.first_name},</p><p><a href="${link}">Set a new password</a>. The link works once, for ${RESET_TOKEN_MINUTES} minutes.</p><p>If you did not ask for it, ignore this mail.</p>`,
      });
    },

    async resetPassword(token: string, password: string) {
      refuseCommon(password);
      const [reset] = await db
        .update(passwordResets)
        .set({ used_at: iso() })
        .where(
          and(
            eq(passwordResets.token_hash, hashToken(token)),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, iso()),
          ),
        )
        .returning({ user_id: passwordResets.user_id });
      if (!reset) throw fieldError('token', MESSAGES.RESET_INVALID);
      await db
        .update(users)
        .set({ password: await hashPassword(password), updated_at: iso() })
        .where(eq(users.id, reset.user_id));
      await revokeTokens(reset.user_id);
    },

    async changePassword(user: UserRow, currentTokenHash: string, current: string, password: string) {
      if (!(await verifyPassword(user.password, current)))
        throw fieldError('current_password', MESSAGES.WRONG_PASSWORD);
      refuseCommon(password);
      await db
        .update(users)
        .set({ password: await hashPassword(password), updated_at: iso() })
        .where(eq(users.id, user.id));
      // Every other session ends; this one stays signed in.
      await revokeTokens(user.id, currentTokenHash);
    },

    async startTwoFactor(user: UserRow) {
      const secret = newTotpSecret();
      await db
        .update(users)
        .set({ twofa_secret: secret, twofa_status: false, twofa_last_step: null })
        .where(eq(users.id, user.id));
      return totpSetup(secret, user.email);
    },

    async confirmTwoFactor(user: UserRow, code: string) {
      if (!user.twofa_secret) throw fieldError('code', MESSAGES.TWO_FACTOR_NOT_STARTED);
      const step = verifyTotp(user.twofa_secret, code.trim(), now());
      if (step === null) throw fieldError('code', MESSAGES.BAD_CODE);
      await db.update(users).set({ twofa_status: true, twofa_last_step: step }).where(eq(users.id, user.id));
      return this.regenerateRecoveryCodes({ ...user, twofa_status: true });
    },

    /** Eight new one-time codes, shown once; only their hashes are kept. */
    async regenerateRecoveryCodes(user: UserRow) {
      if (!user.twofa_status) throw new HttpError(422, MESSAGES.TWO_FACTOR_OFF);
      const codes = newRecoveryCodes();
      await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
      await db
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ user_id: user.id, code_hash: sha256(normaliseCode(c)) })));
      return codes;
    },

    async checkPassword(user: UserRow, password: string) {
      if (!(await verifyPassword(user.password, password))) throw fieldError('password', MESSAGES.WRONG_PASSWORD);
    },

    async disableTwoFactor(user: UserRow, password: string) {
      await this.checkPassword(user, password);
      await db
        .update(users)
        .set({ twofa_status: false, twofa_secret: null, twofa_last_step: null })
        .where(eq(users.id, user.id));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
    },

    /** The blocking "Register as an Expert : Step 1" dialog: company, title and phone, then step 2. */
    async completeExpert(
      user: UserRow,
      input: { companyName: string; title: string; phone: string; expert_id: number },
    ) {
      if (user.role !== ROLE.EXPERT || input.expert_id !== user.id)
        throw new HttpError(403, 'This action is unauthorized.');
      const [updated] = await db
        .update(users)
        .set({
          company_name: input.companyName,
          title: input.title,
          work_phone: input.phone,
          status: user.status === STATUS.SIMPLE_USER ? user.status : STATUS.MUST_ADD_GUEST,
          updated_at: iso(),
        })
        .where(eq(users.id, user.id))
        .returning();
      return session(updated);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
