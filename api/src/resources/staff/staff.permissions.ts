import { STAFF_ROLES, type StaffRole } from '../../db/schema';

export { STAFF_ROLES, type StaffRole };

/**
 * Least privilege (issue 26): what each part of the console needs. `owner` may do everything and
 * is in every list; `support` runs approvals, accounts and the contact inbox; `moderator` content
 * and reports. The audit log is read by owners and support (who act on people's accounts and must
 * see what was done before them); moderators' own lines are read by an owner. The business's
 * figures (sign-ups, approvals, requests, revenue) are read by support, who run the queues they
 * measure, and owners.
 */
export const STAFF_AREAS = {
  approvals: ['support', 'owner'],
  accounts: ['support', 'owner'],
  contact: ['support', 'owner'],
  audit: ['support', 'owner'],
  figures: ['support', 'owner'],
  content: ['moderator', 'owner'],
  reports: ['moderator', 'owner'],
  payments: ['owner'],
  staff: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof STAFF_AREAS;

/** The areas a role may open (the console builds its menu from them). */
export function areasOf(role: StaffRole): StaffArea[] {
  return (Object.keys(STAFF_AREAS) as StaffArea[]).filter((area) =>
    (STAFF_AREAS[area] as readonly StaffRole[]).includes(role),
  );
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
