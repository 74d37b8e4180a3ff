import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { DUMMY_HASH, hashPassword, verifyPassword, weakPasswordReason } from '../../lib/passwords';
import { Throttle, TooManyAttemptsError, type Limit, type RateLimitStore } from '../../lib/throttle';
import { newToken } from '../../lib/tokens';
import { newTotpSecret, totpSetup, verifyTotp } from '../../lib/totp';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { auditRepository } from '../audit/audit.repository';
import { AUDIT_ACTIONS } from '../audit/audit.service';
import { MESSAGES as AUTH_MESSAGES } from '../auth/auth.service';
import { areasOf, isStaffRole, STAFF_ROLES, type StaffRole } from './staff.permissions';
import { staffRepository, type StaffRow } from './staff.repository';

export const STAFF_MESSAGES = {
  BAD_CREDENTIALS: AUTH_MESSAGES.BAD_CREDENTIALS,
  DISABLED: 'This staff account is disabled.',
  TWO_FACTOR_REQUIRED: AUTH_MESSAGES.TWO_FACTOR_REQUIRED,
  BAD_CODE: AUTH_MESSAGES.BAD_CODE,
  TWO_FACTOR_NOT_SET_UP:
    'Staff must sign in with an authenticator code: ask an owner to run `npm run admin -- staff-2fa <email>` on the server.',
} as const;

/** A staff session lasts a working day; then the console asks to sign in again. */
export const STAFF_SESSION_HOURS = 12;

const MINUTE = 60_000;

/** Failed staff sign-ins (password or code) allowed before 429: per email and address, per address, per account. */
function staffLoginLimits(email: string, ip: string): Limit[] {
  const account = email.trim().toLowerCase();
  return [
    { key: `staff-login:${account}|${ip}`, max: 5, windowMs: MINUTE },
    { key: `staff-login-ip:${ip}`, max: 20, windowMs: 10 * MINUTE },
    { key: `staff-login-account:${account}`, max: 30, windowMs: 60 * MINUTE },
  ];
}

/** A staff member as the console sees them: never the password or the authenticator secret. */
export function toStaffDto(member: StaffRow) {
  return {
    id: member.id,
    email: member.email,
    role: member.role,
    two_factor: member.totp_secret !== null,
    permissions: areasOf(member.role),
    last_sign_in_at: member.last_sign_in_at,
    created_at: member.created_at,
  };
}

/** A password for a staff member made without STAFF_PASSWORD: 144 random bits, printed once. */
export const randomStaffPassword = () => randomBytes(18).toString('base64url');

/**
 * Staff sign-in and the staff accounts themselves: made on the command line (create-staff), signed
 * in with password and, when set or required (STAFF_REQUIRE_2FA), an authenticator code.
 */
export function staffService(
  db: Database,
  deps: { requireTwoFactor: boolean; rateLimits?: RateLimitStore; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const repository = staffRepository(db, now);

  return {
    async login(input: { email: string; password: string; code?: string }, ip: string) {
      if (!deps.rateLimits) throw new Error('staff sign-in needs the rate limits');
      const throttle = new Throttle(deps.rateLimits, now);
      const limits = staffLoginLimits(input.email, ip);
      const wait = await throttle.attempt(limits);
      if (wait > 0) throw new TooManyAttemptsError(wait);
      const member = await repository.findByEmail(input.email);
      // Wrong email and wrong password cost the same and answer the same.
      const ok = await verifyPassword(member?.password ?? (await DUMMY_HASH), input.password);
      if (!member || !ok) throw fieldError('email', STAFF_MESSAGES.BAD_CREDENTIALS);
      if (member.disabled) throw new HttpError(403, STAFF_MESSAGES.DISABLED);
      if (member.totp_secret) {
        // Asked for, without counting: the console shows the code step and sends again.
        if (!input.code) {
          await throttle.release(limits);
          throw new HttpError(418, STAFF_MESSAGES.TWO_FACTOR_REQUIRED);
        }
        const step = verifyTotp(member.totp_secret, input.code.trim(), now());
        // A wrong code stays counted, as a wrong password does.
        if (step === null || !(await repository.useTotpStep(member.id, step)))
          throw fieldError('code', STAFF_MESSAGES.BAD_CODE);
      } else if (deps.requireTwoFactor) {
        await throttle.release(limits);
        throw new HttpError(403, STAFF_MESSAGES.TWO_FACTOR_NOT_SET_UP);
      }
      await throttle.release(limits);
      await throttle.clear(limits[0].key);
      const { token, hash } = newToken();
      await db.transaction(async (tx) => {
        await staffRepository(tx, now).startSession(member.id, hash, now() + STAFF_SESSION_HOURS * 3_600_000);
        await auditRepository(tx).write({
          staffId: member.id,
          action: AUDIT_ACTIONS.STAFF_SIGN_IN,
          targetType: 'staff',
          targetId: member.id,
          details: { ip, two_factor: member.totp_secret !== null },
        });
      });
      const signedIn = (await repository.findByEmail(member.email)) ?? member;
      return { access_token: token, staff: toStaffDto(signedIn) };
    },

    logout: (tokenHash: string) => repository.endSession(tokenHash),

    /** The staff member of a live session (the guard), or undefined. */
    bySession: (tokenHash: string) => repository.bySession(tokenHash),

    /**
     * `npm run admin -- create-staff <email> <role>`: the password given (STAFF_PASSWORD, judged
     * like a user's) or a random one answered to be printed once; an authenticator secret when
     * staff must use one. Written with its audit line (by the command line: no staff member).
     */
    async create(email: string, role: string, givenPassword: string | undefined) {
      const address = email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an email address.`);
      if (!isStaffRole(role))
        throw new Error(
          role
            ? `Unknown staff role "${role}". Roles: ${STAFF_ROLES.join(', ')}.`
            : `Give the role: create-staff <email> <${STAFF_ROLES.join('|')}>.`,
        );
      if (await repository.findByEmail(address)) throw new Error(`A staff account with the email ${address} exists.`);
      if (givenPassword) {
        const weak = weakPasswordReason(givenPassword, [address]);
        if (weak) throw new Error(`STAFF_PASSWORD: ${weak}`);
      }
      const password = givenPassword || randomStaffPassword();
      const secret = deps.requireTwoFactor ? newTotpSecret() : null;
      const member = await db.transaction(async (tx) => {
        const row = await staffRepository(tx, now).insert({
          email: address,
          password: await hashPassword(password),
          role: role as StaffRole,
          totp_secret: secret,
        });
        await auditRepository(tx).write({
          staffId: null,
          action: AUDIT_ACTIONS.STAFF_CREATE,
          targetType: 'staff',
          targetId: row.id,
          details: { email: row.email, role: row.role, via: 'command line' },
        });
        return row;
      });
      return {
        member,
        generatedPassword: givenPassword ? null : password,
        twoFactor: secret ? await totpSetup(secret, `staff:${member.email}`) : null,
      };
    },

    /** `npm run admin -- staff-2fa <email>`: a new authenticator secret (the old one stops working). */
    async resetTwoFactor(email: string) {
      const member = await repository.findByEmail(email);
      if (!member) throw new Error(`No staff account with the email ${email}.`);
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await staffRepository(tx, now).setTotpSecret(member.id, secret);
        await auditRepository(tx).write({
          staffId: null,
          action: AUDIT_ACTIONS.STAFF_TWO_FACTOR,
          targetType: 'staff',
          targetId: member.id,
          details: { email: member.email, via: 'command line' },
        });
      });
      return totpSetup(secret, `staff:${member.email}`);
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
