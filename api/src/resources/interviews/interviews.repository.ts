import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { INTERVIEW_STATUS, ROLE } from 'mf-shared/roles';
import type { Executor } from '../../db/database';
import { expertises, guestExpertises, guests, interviews, interviewStatusChanges, users } from '../../db/schema';

export type NewInterview = typeof interviews.$inferInsert;

/** Interview requests, and the guests they are made for. */
export function interviewsRepository(db: Executor) {
  return {
    /** A published guest with the state of the expert account managing it and the guest's expertises. */
    async guestForInvitation(guestId: number) {
      const [guest] = await db
        .select({
          id: guests.id,
          expert_id: guests.user_id,
          name: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
          title: guests.title,
          expert_status: users.status,
          expert_date_deleting: users.date_deleting,
          topics: sql<string[]>`coalesce((select json_agg(${expertises.name} order by ${expertises.name})
            from ${guestExpertises} join ${expertises} on ${expertises.id} = ${guestExpertises.expertise_id}
            where ${guestExpertises.guest_id} = ${guests.id}), '[]'::json)`,
        })
        .from(guests)
        .innerJoin(users, eq(users.id, guests.user_id))
        .where(
          and(
            eq(guests.id, guestId),
            eq(guests.is_draft, false),
            // Private contacts, hidden and removed guests take no requests.
            eq(guests.is_private, false),
            eq(guests.is_hidden, false),
            isNull(guests.deleted_at),
          ),
        );
      return guest;
    },

    /** When the journalist's requests since `since` were made, oldest first, at most `limit`. */
    async requestTimesSince(journalistId: number, since: string, limit: number) {
      const rows = await db
        .select({ created_at: interviews.created_at })
        .from(interviews)
        .where(and(eq(interviews.journalist_id, journalistId), gt(interviews.created_at, since)))
        .orderBy(interviews.created_at)
        .limit(limit);
      return rows.map((r) => r.created_at);
    },

    /** Requests for one guest queue on the guest's row until the transaction ends. */
    async lockGuest(guestId: number) {
      await db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).for('update');
    },

    async hasPending(journalistId: number, guestId: number) {
      const [pending] = await db
        .select({ n: count() })
        .from(interviews)
        .where(
          and(
            eq(interviews.journalist_id, journalistId),
            eq(interviews.guest_id, guestId),
            eq(interviews.status, INTERVIEW_STATUS.PENDING),
          ),
        );
      return pending.n > 0;
    },

    /** Inserts the request and the first line of its history (Pending, by the journalist). */
    async insert(values: NewInterview) {
      const [created] = await db.insert(interviews).values(values).returning();
      await db
        .insert(interviewStatusChanges)
        .values({ interview_id: created!.id, status: created!.status, changed_by: values.journalist_id });
      return created;
    },

    /** The user's future pending and approved interviews, nearest first (journalist: sent; expert: received). */
    upcoming(user: { id: number; role: number }, limit: number) {
      const mine =
        user.role === ROLE.JOURNALIST ? eq(interviews.journalist_id, user.id) : eq(interviews.expert_id, user.id);
      return db
        .select({
          id: interviews.id,
          guest_fullname: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
          date: interviews.date_interview,
        })
        .from(interviews)
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .where(
          and(
            mine,
            inArray(interviews.status, [INTERVIEW_STATUS.PENDING, INTERVIEW_STATUS.APPROVED]),
            gt(interviews.date_interview, new Date().toISOString()),
          ),
        )
        .orderBy(asc(interviews.date_interview))
        .limit(limit);
    },
  };
}
