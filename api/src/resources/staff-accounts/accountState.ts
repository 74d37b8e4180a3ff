import { STATUS } from 'mf-shared/roles';
import { visibleStatus, type UserRow } from '../accounts/accounts.service';

/** An account's state after a staff action: who it is and where section 4 puts it now. */
export function toAccountState(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    status: visibleStatus(u),
    date_deleting: u.date_deleting,
    approved_at: u.approved_at,
    locked_at: u.locked_at,
  };
}

export const accountStateSchema = {
  type: 'object',
  required: ['id', 'email', 'first_name', 'last_name', 'role', 'status', 'date_deleting', 'approved_at', 'locked_at'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: { type: 'integer', description: 'expert 0, journalist 1' },
    status: { type: 'integer', enum: Object.values(STATUS), description: 'section 4; 9 when date_deleting is set' },
    date_deleting: { type: ['string', 'null'] },
    approved_at: { type: ['string', 'null'] },
    locked_at: { type: ['string', 'null'] },
  },
} as const;
