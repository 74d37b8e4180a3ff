import { STAFF_ROLES } from './staff.permissions';

// The console's request bodies are mf-shared's (one source with the console's forms).
export {
  BULK_APPROVE_MAX,
  bulkApproveSchema,
  REASON_LIMITS,
  reasonSchema,
  staffLoginSchema,
} from 'mf-shared/validation';

/** The staff member's answer schema. */
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
