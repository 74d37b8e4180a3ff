import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The columns of a user row that make up an account's state (spec section 4) and its details. */
export type AccountChange = Partial<
  Pick<
    UserRow,
    | 'status'
    | 'approved_at'
    | 'locked_at'
    | 'date_deleting'
    | 'company_name'
    | 'company_description'
    | 'company_logo'
    | 'title'
    | 'work_phone'
    | 'updated_at'
    | 'first_name'
    | 'last_name'
    | 'linkedin'
    | 'avatar'
    | 'email'
  >
>;

/** User rows: found by email (any case) or id, created, and their state changed. */
export function accountsRepository(db: Executor) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return user;
    },

    async findById(userId: number): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user;
    },

    /** The user's row, locked until the transaction ends (a status change that must not run twice). */
    async findForUpdate(userId: number): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return user;
    },

    async insert(values: NewUser): Promise<UserRow> {
      const [user] = await db.insert(users).values(values).returning();
      return user;
    },

    /**
     * Locks the user's row until the transaction ends: work that must not run twice at once for one
     * user (counting their requests, choosing their default template) queues on it.
     */
    async lockRow(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async update(userId: number, change: AccountChange): Promise<UserRow> {
      const [user] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
      return user;
    },
  };
}
