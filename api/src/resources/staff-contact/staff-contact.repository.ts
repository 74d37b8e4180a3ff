import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { contactMessages, contactReplies, staff, type ContactStatus } from '../../db/schema';
import { escapeLike } from '../../lib/lists';

export type ContactFilter = ContactStatus | 'all';

/** Messages in `status` (any for `all`) whose name, email or question contains `q`, any case. */
function matching(status: ContactFilter, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  return and(
    status === 'all' ? undefined : eq(contactMessages.status, status),
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.question, pattern),
        )
      : undefined,
  );
}

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  question: contactMessages.question,
  status: contactMessages.status,
  created_at: contactMessages.created_at,
  handled_at: contactMessages.handled_at,
  assigned_staff_id: contactMessages.assigned_staff_id,
  assigned_staff_email: staff.email,
  // Named in words: the subquery's own table has an `id` too.
  replies_count: sql<number>`(select count(*)::int from contact_replies r where r.message_id = contact_messages.id)`,
};

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The contact inbox: the form's messages, who answers them, and the replies mailed. */
export function staffContactRepository(db: Executor) {
  return {
    /** Newest first. */
    page(status: ContactFilter, q: string | undefined) {
      return db
        .select(messageColumns)
        .from(contactMessages)
        .leftJoin(staff, eq(staff.id, contactMessages.assigned_staff_id))
        .where(matching(status, q))
        .orderBy(desc(contactMessages.created_at), desc(contactMessages.id));
    },

    async count(status: ContactFilter, q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(matching(status, q));
      return row.n;
    },

    async findWithStaff(id: number) {
      const [row] = await db
        .select(messageColumns)
        .from(contactMessages)
        .leftJoin(staff, eq(staff.id, contactMessages.assigned_staff_id))
        .where(eq(contactMessages.id, id));
      return row ?? null;
    },

    /** The message, locked for the rest of the transaction (two staff acting at once take turns). */
    async lock(id: number): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      return row ?? null;
    },

    replies(messageId: number) {
      return db
        .select({
          id: contactReplies.id,
          body: contactReplies.body,
          sent_at: contactReplies.sent_at,
          staff_id: contactReplies.staff_id,
          staff_email: staff.email,
        })
        .from(contactReplies)
        .innerJoin(staff, eq(staff.id, contactReplies.staff_id))
        .where(eq(contactReplies.message_id, messageId))
        .orderBy(asc(contactReplies.sent_at), asc(contactReplies.id));
    },

    async addReply(reply: { message_id: number; staff_id: number; body: string }) {
      const [row] = await db.insert(contactReplies).values(reply).returning();
      return row;
    },

    async update(id: number, change: Partial<Pick<ContactMessageRow, 'status' | 'handled_at' | 'assigned_staff_id'>>) {
      await db.update(contactMessages).set(change).where(eq(contactMessages.id, id));
    },

    async staffMember(id: number) {
      const [row] = await db
        .select({ id: staff.id, email: staff.email, role: staff.role, disabled: staff.disabled })
        .from(staff)
        .where(eq(staff.id, id));
      return row ?? null;
    },
  };
}
