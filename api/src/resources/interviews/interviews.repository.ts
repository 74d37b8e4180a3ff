import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import type { Executor } from '../../db/database';
import {
  expertises,
  guestExpertises,
  guests,
  interviewNotes,
  interviews,
  interviewStatusChanges,
  users,
} from '../../db/schema';
import { escapeLike, pagedQuery, type Paging } from '../../lib/lists';

export type NewInterview = typeof interviews.$inferInsert;

/** Whose interviews a viewer sees: the journalist's own requests, or those of the expert account acted for. */
export interface Viewer {
  side: 'journalist' | 'expert';
  /** The signed-in user: notes are theirs alone. */
  userId: number;
  /** The journalist's id, or the expert account's (a team member acts for the owner). */
  accountId: number;
}

export const INTERVIEW_VIEWS = {
  journalist: ['all', 'planned', 'process'],
  expert: ['pending', 'planned', 'archive'],
} as const;
export type InterviewView = 'all' | 'planned' | 'process' | 'pending' | 'archive';

export const INTERVIEW_SORTS = ['date_interview', 'created_at', 'status', 'guest'] as const;
export type InterviewSort = (typeof INTERVIEW_SORTS)[number];

export interface InterviewListQuery extends Paging {
  view: InterviewView;
  search?: string;
  sort?: InterviewSort;
  direction?: 'asc' | 'desc';
}

const journalist = alias(users, 'journalist');
const { PENDING, APPROVED, REJECTED, CANCELLED, DONE } = INTERVIEW_STATUS;

export const mine = (viewer: Viewer) =>
  viewer.side === 'journalist'
    ? eq(interviews.journalist_id, viewer.accountId)
    : eq(interviews.expert_id, viewer.accountId);

/**
 * The views of issue 15, kept disjoint on the expert side: planned = Approved and still to come;
 * process and pending = Pending and still to come; archive = everything else (Rejected, Cancelled,
 * Done, or a date that has passed: an approved one waiting to be marked done lands there).
 */
function viewFilter(view: InterviewView, now: string): SQL | undefined {
  const future = gt(interviews.date_interview, now);
  switch (view) {
    case 'planned':
      return and(eq(interviews.status, APPROVED), future);
    case 'process':
    case 'pending':
      return and(eq(interviews.status, PENDING), future);
    case 'archive':
      return or(inArray(interviews.status, [REJECTED, CANCELLED, DONE]), lte(interviews.date_interview, now));
    default:
      return undefined;
  }
}

const sortColumns: Record<InterviewSort, SQL[]> = {
  date_interview: [sql`${interviews.date_interview}`],
  created_at: [sql`${interviews.created_at}`],
  status: [sql`${interviews.status}`],
  guest: [sql`lower(${guests.last_name})`, sql`lower(${guests.first_name})`],
};

/** A list item's columns; `viewerId` picks the viewer's latest own note. */
function itemColumns(viewerId: number) {
  return {
    id: interviews.id,
    status: interviews.status,
    date_interview: interviews.date_interview,
    time_zone: interviews.time_zone,
    expert_time_zone: interviews.expert_time_zone,
    journalist_id: interviews.journalist_id,
    expert_id: interviews.expert_id,
    sequence: interviews.sequence,
    guest: sql<{ id: number; first_name: string; last_name: string; avatar: string | null }>`json_build_object(
      'id', ${guests.id}, 'first_name', ${guests.first_name}, 'last_name', ${guests.last_name}, 'avatar', ${guests.avatar})`,
    journalist: sql<{ id: number; name: string; company_name: string | null }>`json_build_object(
      'id', ${journalist.id}, 'name', ${journalist.first_name} || ' ' || ${journalist.last_name},
      'company_name', ${journalist.company_name})`,
    comment: interviews.comment,
    note: sql<string | null>`(select ${interviewNotes.body} from ${interviewNotes}
      where ${interviewNotes.interview_id} = ${interviews.id} and ${interviewNotes.user_id} = ${viewerId}
      order by ${interviewNotes.created_at} desc, ${interviewNotes.id} desc limit 1)`,
    published_link: interviews.published_link,
    created_at: interviews.created_at,
    updated_at: interviews.updated_at,
  };
}

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
            // Private contacts, hidden (by the account or a moderator) and removed guests take no requests.
            eq(guests.is_private, false),
            eq(guests.is_hidden, false),
            isNull(guests.hidden_at),
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
      await db.insert(interviewStatusChanges).values({
        interview_id: created!.id,
        status: created!.status,
        changed_by: values.journalist_id,
        date_interview: created!.date_interview,
      });
      return created;
    },

    /** One page of the viewer's interviews in a view, searched by guest, journalist or publication. */
    page(viewer: Viewer, { view, search, sort, direction, ...paging }: InterviewListQuery, now = new Date()) {
      const words = search ? `%${escapeLike(search)}%` : null;
      const where = and(
        mine(viewer),
        viewFilter(view, now.toISOString()),
        words
          ? or(
              ilike(sql`${guests.first_name} || ' ' || ${guests.last_name}`, words),
              ilike(sql`${journalist.first_name} || ' ' || ${journalist.last_name}`, words),
              ilike(journalist.company_name, words),
            )
          : undefined,
      );
      // Views of what is still to come read nearest first; the others newest first.
      const order =
        (direction ??
          (sort ? 'asc' : view === 'planned' || view === 'pending' || view === 'process' ? 'asc' : 'desc')) === 'asc'
          ? asc
          : desc;
      const ordering = [...sortColumns[sort ?? 'date_interview'].map((c) => order(c)), order(interviews.id)];
      return pagedQuery(
        paging,
        db
          .select(itemColumns(viewer.userId))
          .from(interviews)
          .innerJoin(guests, eq(guests.id, interviews.guest_id))
          .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
          .where(where)
          .orderBy(...ordering),
        async () => {
          const [row] = await db
            .select({ n: count() })
            .from(interviews)
            .innerJoin(guests, eq(guests.id, interviews.guest_id))
            .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
            .where(where);
          return row!.n;
        },
      );
    },

    /** The viewer's interviews dated between two instants (a calendar month, padded for time zones). */
    between(viewer: Viewer, from: Date, to: Date) {
      return db
        .select(itemColumns(viewer.userId))
        .from(interviews)
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
        .where(
          and(
            mine(viewer),
            // A calendar shows what happens or happened, not what was turned down or called off.
            inArray(interviews.status, [PENDING, APPROVED, DONE]),
            gte(interviews.date_interview, from.toISOString()),
            lt(interviews.date_interview, to.toISOString()),
          ),
        )
        .orderBy(asc(interviews.date_interview), asc(interviews.id));
    },

    /** One of the viewer's interviews, or undefined (someone else's is as good as missing). */
    async one(viewer: Viewer, id: number) {
      const [row] = await db
        .select({
          ...itemColumns(viewer.userId),
          invitation_subject: interviews.invitation_subject,
          invitation_body: interviews.invitation_body,
        })
        .from(interviews)
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
        .where(and(mine(viewer), eq(interviews.id, id)));
      return row;
    },

    /** Locks the viewer's interview row until the transaction ends; undefined when not theirs. */
    async lockMine(viewer: Viewer, id: number) {
      const [row] = await db
        .select({
          id: interviews.id,
          status: interviews.status,
          date_interview: interviews.date_interview,
          sequence: interviews.sequence,
        })
        .from(interviews)
        .where(and(mine(viewer), eq(interviews.id, id)))
        .for('update');
      return row;
    },

    async update(id: number, values: Partial<NewInterview>) {
      await db
        .update(interviews)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(interviews.id, id));
    },

    async addHistory(values: typeof interviewStatusChanges.$inferInsert) {
      await db.insert(interviewStatusChanges).values(values);
    },

    /** The request's history, oldest first, with who made each change. */
    history(id: number) {
      return db
        .select({
          id: interviewStatusChanges.id,
          kind: interviewStatusChanges.kind,
          status: interviewStatusChanges.status,
          date_interview: interviewStatusChanges.date_interview,
          message: interviewStatusChanges.message,
          changed_by_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
          created_at: interviewStatusChanges.created_at,
        })
        .from(interviewStatusChanges)
        .leftJoin(users, eq(users.id, interviewStatusChanges.changed_by))
        .where(eq(interviewStatusChanges.interview_id, id))
        .orderBy(asc(interviewStatusChanges.created_at), asc(interviewStatusChanges.id));
    },

    /** The writer's own notes on the interview, newest first. */
    notes(id: number, userId: number) {
      return db
        .select({ id: interviewNotes.id, body: interviewNotes.body, created_at: interviewNotes.created_at })
        .from(interviewNotes)
        .where(and(eq(interviewNotes.interview_id, id), eq(interviewNotes.user_id, userId)))
        .orderBy(desc(interviewNotes.created_at), desc(interviewNotes.id));
    },

    async addNote(id: number, userId: number, body: string) {
      const [row] = await db
        .insert(interviewNotes)
        .values({ interview_id: id, user_id: userId, body })
        .returning({ id: interviewNotes.id, body: interviewNotes.body, created_at: interviewNotes.created_at });
      return row!;
    },

    /** The people on both sides, for mails and calendar entries. */
    async parties(id: number) {
      const expert = alias(users, 'expert');
      const [row] = await db
        .select({
          journalist: {
            id: journalist.id,
            first_name: journalist.first_name,
            last_name: journalist.last_name,
            email: journalist.email,
            company_name: journalist.company_name,
          },
          expert: {
            id: expert.id,
            first_name: expert.first_name,
            last_name: expert.last_name,
            email: expert.email,
            company_name: expert.company_name,
          },
          guest_name: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
        })
        .from(interviews)
        .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
        .innerJoin(expert, eq(expert.id, interviews.expert_id))
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .where(eq(interviews.id, id));
      return row;
    },

    /** The expert account's done interviews that were published, newest first. */
    coverage(accountId: number, limit: number) {
      return db
        .select({
          id: interviews.id,
          guest: sql<{ id: number; first_name: string; last_name: string; avatar: string | null }>`json_build_object(
            'id', ${guests.id}, 'first_name', ${guests.first_name}, 'last_name', ${guests.last_name}, 'avatar', ${guests.avatar})`,
          journalist: sql<{ id: number; name: string; company_name: string | null }>`json_build_object(
            'id', ${journalist.id}, 'name', ${journalist.first_name} || ' ' || ${journalist.last_name},
            'company_name', ${journalist.company_name})`,
          date_interview: interviews.date_interview,
          published_link: sql<string>`${interviews.published_link}`,
        })
        .from(interviews)
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .innerJoin(journalist, eq(journalist.id, interviews.journalist_id))
        .where(
          and(eq(interviews.expert_id, accountId), eq(interviews.status, DONE), isNotNull(interviews.published_link)),
        )
        .orderBy(desc(interviews.date_interview), desc(interviews.id))
        .limit(limit);
    },

    /** The viewer's future pending and approved interviews, nearest first (journalist: sent; expert: received). */
    upcoming(viewer: Viewer, limit: number) {
      return db
        .select({
          id: interviews.id,
          guest_fullname: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
          date: interviews.date_interview,
          time_zone: interviews.time_zone,
        })
        .from(interviews)
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .where(
          and(
            mine(viewer),
            inArray(interviews.status, [INTERVIEW_STATUS.PENDING, INTERVIEW_STATUS.APPROVED]),
            gt(interviews.date_interview, new Date().toISOString()),
          ),
        )
        .orderBy(asc(interviews.date_interview))
        .limit(limit);
    },
  };
}
