import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ROLE, STATUS } from 'mf-shared/roles';
import type { Executor } from '../../db/database';
import { expertises, guestExpertises, guests, journalistContacts, users } from '../../db/schema';
import { escapeLike, pagedList, type Paging } from '../../lib/lists';
import { named } from '../guests/guests.repository';

export const CONTACT_SORTS = ['name', 'saved_at', 'company_name'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export interface ContactListQuery extends Paging {
  search?: string;
  sort?: ContactSort;
  direction?: 'asc' | 'desc';
}

const sortColumns = {
  name: [sql`lower(${guests.last_name})`, sql`lower(${guests.first_name})`],
  company_name: [sql`lower(${guests.company_name})`],
  saved_at: [journalistContacts.created_at],
};

/** A journalist's contacts: the guests they saved from the directory and the private ones they made. */
export function contactsRepository(db: Executor) {
  const mine = (journalistId: number) => eq(journalistContacts.journalist_id, journalistId);

  return {
    page(journalistId: number, { search, sort, direction, ...paging }: ContactListQuery) {
      const words = search ? `%${escapeLike(search)}%` : null;
      const where = and(
        mine(journalistId),
        words
          ? or(
              ilike(sql`${guests.first_name} || ' ' || ${guests.last_name}`, words),
              ilike(guests.title, words),
              ilike(guests.company_name, words),
            )
          : undefined,
      );
      const order = direction === 'asc' ? asc : desc;
      const ordering = sort
        ? [...sortColumns[sort].map((c) => order(c)), order(journalistContacts.id)]
        : [desc(journalistContacts.created_at), desc(journalistContacts.id)];
      return pagedList(
        paging,
        (limit, offset) =>
          db
            .select({
              id: guests.id,
              guest_id: guests.id,
              first_name: guests.first_name,
              last_name: guests.last_name,
              avatar: guests.avatar,
              title: guests.title,
              company_name: guests.company_name,
              expertise: named(guestExpertises, guestExpertises.expertise_id, expertises),
              is_private: guests.is_private,
              is_draft: guests.is_draft,
              saved_at: journalistContacts.created_at,
            })
            .from(journalistContacts)
            .innerJoin(guests, eq(guests.id, journalistContacts.guest_id))
            .where(where)
            .orderBy(...ordering)
            .limit(limit)
            .offset(offset),
        async () => {
          const [row] = await db
            .select({ n: count() })
            .from(journalistContacts)
            .innerJoin(guests, eq(guests.id, journalistContacts.guest_id))
            .where(where);
          return row!.n;
        },
      );
    },

    /** Whether a guest may be saved from the directory: published, not private, of an active expert. */
    async isListed(guestId: number) {
      const [row] = await db
        .select({ id: guests.id })
        .from(guests)
        .innerJoin(users, eq(users.id, guests.user_id))
        .where(
          and(
            eq(guests.id, guestId),
            eq(guests.is_draft, false),
            eq(guests.is_private, false),
            eq(guests.is_hidden, false),
            sql`${guests.deleted_at} is null`,
            eq(users.role, ROLE.EXPERT),
            eq(users.status, STATUS.SIMPLE_USER),
            sql`${users.date_deleting} is null`,
          ),
        );
      return Boolean(row);
    },

    /** Saves the guest; saving one already saved changes nothing. Answers when it was saved. */
    async save(journalistId: number, guestId: number) {
      await db
        .insert(journalistContacts)
        .values({ journalist_id: journalistId, guest_id: guestId })
        .onConflictDoNothing();
      const [row] = await db
        .select({ saved_at: journalistContacts.created_at })
        .from(journalistContacts)
        .where(and(mine(journalistId), eq(journalistContacts.guest_id, guestId)));
      return row!;
    },

    /** Saves many guests at once (an import's new private contacts). */
    async saveMany(journalistId: number, guestIds: number[]) {
      for (let at = 0; at < guestIds.length; at += 5000)
        await db
          .insert(journalistContacts)
          .values(guestIds.slice(at, at + 5000).map((guest_id) => ({ journalist_id: journalistId, guest_id })))
          .onConflictDoNothing();
    },

    /** The ids of the given guests that the journalist has saved. */
    async savedAmong(journalistId: number, guestIds: number[]) {
      if (!guestIds.length) return [];
      const rows = await db
        .select({ guest_id: journalistContacts.guest_id })
        .from(journalistContacts)
        .where(and(mine(journalistId), inArray(journalistContacts.guest_id, guestIds)));
      return rows.map((r) => r.guest_id);
    },

    /** Removes the contact; a private contact (a guest the journalist owns) goes with it. False when none. */
    async remove(journalistId: number, guestId: number) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(journalistContacts)
          .where(and(mine(journalistId), eq(journalistContacts.guest_id, guestId)))
          .returning({ id: journalistContacts.id });
        if (!removed.length) return false;
        await tx
          .delete(guests)
          .where(and(eq(guests.id, guestId), eq(guests.user_id, journalistId), eq(guests.is_private, true)));
        return true;
      });
    },
  };
}
