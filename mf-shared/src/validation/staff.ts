import { array, number, object, string } from 'yup';
import { emailRule } from './auth';
import { INVALID_DATE, isCalendarDate } from './dates';
import { V } from './messages';

/** The operations console's requests (issue 26): its forms and the API read these rules. */

export const staffLoginSchema = object({
  email: emailRule(),
  password: string().required(V.REQUIRED).max(255, V.MAX_255),
  code: string().trim().optional().max(16).meta({ description: 'The authenticator code, when 418 asked for it' }),
});

export const REASON_LIMITS = { min: 10, max: 1000 } as const;

/** Why a staff member acts on an account: required, kept in the audit log (and mailed on a rejection). */
export const reasonSchema = object({
  reason: string()
    .trim()
    .required(V.REQUIRED)
    .min(REASON_LIMITS.min, `This field must be at least ${REASON_LIMITS.min} characters`)
    .max(REASON_LIMITS.max, `This field must be at most ${REASON_LIMITS.max} characters`),
});

export const BULK_APPROVE_MAX = 100;

export const bulkApproveSchema = object({
  ids: array()
    .of(number().required().integer().positive())
    .required(V.REQUIRED)
    .min(1, V.CHOOSE_ONE)
    .max(BULK_APPROVE_MAX, `At most ${BULK_APPROVE_MAX} at once`),
});

export const CONTACT_REPLY_LIMITS = { min: 10, max: 5000 } as const;

/** A reply from the contact inbox, mailed to the message's sender as plain text. */
export const contactReplySchema = object({
  body: string()
    .trim()
    .required(V.REQUIRED)
    .min(CONTACT_REPLY_LIMITS.min, `This field must be at least ${CONTACT_REPLY_LIMITS.min} characters`)
    .max(CONTACT_REPLY_LIMITS.max, `This field must be at most ${CONTACT_REPLY_LIMITS.max} characters`),
});

/** Who a contact message is assigned to: a staff member's id, or null for nobody. */
export const contactAssignSchema = object({
  staff_id: number().integer().positive().nullable().defined(V.REQUIRED),
});

/** The longest range the console's figures cover at once, and the range shown when none is asked for. */
export const FIGURES_MAX_DAYS = 366;
export const FIGURES_DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** `day` moved by `days` (UTC calendar days), as `YYYY-MM-DD`. */
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

/** A day as `YYYY-MM-DD`, a real one. */
const dayRule = () =>
  string()
    .trim()
    .required(V.REQUIRED)
    .test('day', INVALID_DATE, (value) => !value || (DAY.test(value) && isCalendarDate(value)));

/**
 * The figures' range (UTC days, both ends included). `figuresRange` fills what is not asked: up to
 * today, the last `FIGURES_DEFAULT_DAYS` days.
 */
export const figuresRangeSchema = object({
  from: dayRule(),
  to: dayRule()
    .test('order', 'The end must not be before the start', function (to) {
      const from: unknown = this.parent.from;
      return typeof from !== 'string' || !DAY.test(from) || !DAY.test(to) || to >= from;
    })
    .test('length', `At most ${FIGURES_MAX_DAYS} days at once`, function (to) {
      const from: unknown = this.parent.from;
      return (
        typeof from !== 'string' ||
        !DAY.test(from) ||
        !DAY.test(to) ||
        dayNumber(to) - dayNumber(from) < FIGURES_MAX_DAYS
      );
    }),
});

/** The range asked for, its missing ends filled (`today` as `YYYY-MM-DD`); checked by `figuresRangeSchema`. */
export function figuresRange(asked: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = asked.to || today;
  return { from: asked.from || (DAY.test(to) ? addDays(to, 1 - FIGURES_DEFAULT_DAYS) : to), to };
}
