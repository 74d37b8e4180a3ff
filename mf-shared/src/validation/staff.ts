import { array, number, object, string } from 'yup';
import { emailRule } from './auth';
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
