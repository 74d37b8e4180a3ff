import type { Database } from '../../database';
import { staff, STAFF_ROLES } from '../../schema';

/** The demo staff: one account per role (README: "Demo accounts"), e.g. `support@example.com`. */
export const DEMO_STAFF = STAFF_ROLES.map((role) => ({ email: `${role}@example.com`, role }));

/**
 * One staff account per role, with the demo password (its hash, as every demo user's) and no
 * authenticator: STAFF_REQUIRE_2FA is off outside production (`npm run admin -- staff-2fa` adds one).
 * Its own table and no faker draws: the users' ids and values stay as they were.
 */
export async function seedStaff(db: Database, passwordHash: string): Promise<number> {
  const rows = await db
    .insert(staff)
    .values(DEMO_STAFF.map((member) => ({ ...member, password: passwordHash })))
    .returning({ id: staff.id });
  return rows.length;
}
