import { array, number, object, string } from 'yup';
import { STAFF_ROLES } from './staff.permissions';

/*
 * The console's request bodies (yup, as every route here) and the staff member's answer schema.
 * They move to mf-shared's validation once the console's forms use them (issue 26, mf-admin).
 */

const REQUIRED = 'This field is required';

export const staffLoginSchema = object({
  email: string().trim().required(REQUIRED).email('Must be valid email').max(255),
  password: string().required(REQUIRED).max(255),
  code: string().trim().optional().max(16).meta({ description: 'The authenticator code, when 418 asked for it' }),
});

export const REASON_LIMITS = { min: 10, max: 1000 } as const;

/** Why a staff member acts on an account: required, kept in the audit log (and mailed on a rejection). */
export const reasonSchema = object({
  reason: string()
    .trim()
    .required(REQUIRED)
    .min(REASON_LIMITS.min, `This field must be at least ${REASON_LIMITS.min} characters`)
    .max(REASON_LIMITS.max, `This field must be at most ${REASON_LIMITS.max} characters`),
});

export const BULK_APPROVE_MAX = 100;

export const bulkApproveSchema = object({
  ids: array()
    .of(number().required().integer().positive())
    .required(REQUIRED)
    .min(1, 'Choose at least one')
    .max(BULK_APPROVE_MAX, `At most ${BULK_APPROVE_MAX} at once`),
});

export const staffSchema = {
  type: 'object',
  required: ['id', 'email', 'role', 'two_factor', 'permissions', 'last_sign_in_at', 'created_at'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...STAFF_ROLES] },
    two_factor: { type: 'boolean', description: 'Signs in with an authenticator code' },
    permissions: {
      type: 'array',
      items: { type: 'string' },
      description: 'The console areas this role opens (approvals, accounts, contact, audit, content, …)',
    },
    last_sign_in_at: { type: ['string', 'null'] },
    created_at: { type: 'string' },
  },
} as const;
