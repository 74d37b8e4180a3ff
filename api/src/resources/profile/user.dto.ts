import { ROLE, STATUS, type Role, type Status } from 'mf-shared/roles';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The user as the client sees it (spec section 3): never the password or second-factor secret. */
export function toUserDto(u: UserRow) {
  return {
    id: u.id,
    // The columns hold only these values (written through ROLE and STATUS).
    role: u.role as Role,
    status: u.date_deleting ? STATUS.WILL_BE_DELETED : (u.status as Status),
    date_deleting: u.date_deleting,
    twofa_status: u.twofa_status,
    /** False for an account made by social sign-in until it sets its first password. */
    has_password: u.password !== null,
    avatar: u.avatar,
    email: u.email,
    title: u.title,
    company_name: u.company_name,
    company_description: u.company_description,
    company_logo: u.company_logo,
    work_phone: u.work_phone,
    linkedin: u.linkedin,
    profile: { first_name: u.first_name, last_name: u.last_name, company_name: u.company_name },
  };
}

/** Every field is sent (toUserDto), so every field is required: the front end's `User` is this. */
export const userSchema = {
  type: 'object',
  required: [
    'id',
    'role',
    'status',
    'date_deleting',
    'twofa_status',
    'has_password',
    'avatar',
    'email',
    'title',
    'company_name',
    'company_description',
    'company_logo',
    'work_phone',
    'linkedin',
    'profile',
  ],
  properties: {
    id: { type: 'integer' },
    role: { type: 'integer', enum: Object.values(ROLE), description: 'expert 0, journalist 1' },
    status: { type: 'integer', enum: Object.values(STATUS), description: 'section 4; 9 when date_deleting is set' },
    date_deleting: { type: ['string', 'null'] },
    twofa_status: { type: 'boolean' },
    has_password: { type: 'boolean' },
    avatar: { type: ['string', 'null'] },
    email: { type: 'string' },
    title: { type: ['string', 'null'] },
    company_name: { type: ['string', 'null'] },
    company_description: { type: ['string', 'null'] },
    company_logo: { type: ['string', 'null'] },
    work_phone: { type: ['string', 'null'] },
    linkedin: { type: ['string', 'null'] },
    profile: {
      type: 'object',
      required: ['first_name', 'last_name', 'company_name'],
      properties: {
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        company_name: { type: ['string', 'null'] },
      },
    },
  },
} as const;

/** Sign-in answers carry these at the top level, as spec section 7 reads them. */
export const sessionSchema = {
  type: 'object',
  required: ['access_token', 'user'],
  properties: { access_token: { type: 'string' }, user: userSchema },
} as const;
