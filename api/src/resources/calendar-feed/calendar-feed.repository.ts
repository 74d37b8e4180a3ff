import { and, asc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import type { Executor } from '../../db/database';
import { guests, interviews, teamMembers, users } from '../../db/schema';
import type { InterviewCalendarRow } from '../../lib/calendar';

const journalist = alias(users, 'journalist');
const expert = alias(users, 'expert');
const accountOwner = alias(users, 'account_owner');

/** What an interview's calendar entry needs: the interview, its guest, and both sides' names and addresses. */
export const calendarColumns = {
  id: interviews.id,
  status: interviews.status,
  sequence: interviews.sequence,
  date_interview: interviews.date_interview,
  time_zone: interviews.time_zone,
  expert_time_zone: interviews.expert_time_zone,
  invitation_body: interviews.invitation_body,
  journalist_id: interviews.journalist_id,
  expert_id: interviews.expert_id,
  guest: sql<
    InterviewCalendarRow['guest']
  >`json_build_object('first_name', ${guests.first_name}, 'last_name', ${guests.last_name})`,
  journalist: sql<InterviewCalendarRow['journalist']>`json_build_object('first_name', ${journalist.first_name},
    'last_name', ${journalist.last_name}, 'email', ${journalist.email}, 'company_name', ${journalist.company_name})`,
  expert: sql<InterviewCalendarRow['expert']>`json_build_object('first_name', ${expert.first_name},
    'last_name', ${expert.last_name}, 'email', ${expert.email}, 'company_name', ${expert.company_name})`,
};

/** Interviews with what their calendar entries need, filtered by `where`, soonest first. */
export function calendarRows(db: Executor, where: SQL | undefined) {
  return db
    .select(calendarColumns)
    .from(interviews)
    .innerJoin(guests, eq(guests.id, interviews.guest_id))
    .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
    .innerJoin(expert, eq(expert.id, interviews.expert_id))
    .where(where)
    .orderBy(asc(interviews.date_interview), asc(interviews.id));
}

/** Each user's calendar feed version (what the address is made from), and the interviews a feed lists. */
export function calendarFeedRepository(db: Executor) {
  return {
    async versionOf(userId: number) {
      const [row] = await db.select({ version: users.calendar_feed_version }).from(users).where(eq(users.id, userId));
      return row?.version ?? null;
    },

    /** The first address: version 1 only if the user has none, so two first requests at once agree on one. */
    async startIfNone(userId: number) {
      await db
        .update(users)
        .set({ calendar_feed_version: 1 })
        .where(and(eq(users.id, userId), isNull(users.calendar_feed_version)));
    },

    /** A new address: the next version (the old address no longer matches). */
    async bump(userId: number) {
      const [row] = await db
        .update(users)
        .set({ calendar_feed_version: sql`coalesce(${users.calendar_feed_version}, 0) + 1` })
        .where(eq(users.id, userId))
        .returning({ version: users.calendar_feed_version });
      return row!.version!;
    },

    /**
     * The feed's user, their feed version and the account they act for (their own, or a team
     * member's owner: see `actingAccountId`), with what access depends on, in one query.
     */
    async ownerOf(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          status: users.status,
          date_deleting: users.date_deleting,
          locked_at: users.locked_at,
          version: users.calendar_feed_version,
          account: {
            id: accountOwner.id,
            status: accountOwner.status,
            date_deleting: accountOwner.date_deleting,
          },
        })
        .from(users)
        .leftJoin(teamMembers, and(eq(teamMembers.member_user_id, users.id), isNotNull(teamMembers.accepted_at)))
        .leftJoin(accountOwner, eq(accountOwner.id, teamMembers.expert_id))
        .where(eq(users.id, userId));
      return row
        ? { ...row, account: row.account ?? { id: row.id, status: row.status, date_deleting: row.date_deleting } }
        : undefined;
    },

    /** Approved and not yet begun, where the user is the journalist or `accountId` the expert account. */
    planned: (userId: number, accountId: number, now: string) =>
      calendarRows(
        db,
        and(
          eq(interviews.status, INTERVIEW_STATUS.APPROVED),
          gte(interviews.date_interview, now),
          or(eq(interviews.journalist_id, userId), eq(interviews.expert_id, accountId)),
        ),
      ),
  };
}
