import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { guests, journalistContacts } from '../../db/schema';
import { pagedQuery, type Paging } from '../../lib/lists';
import { listedGuest, recordItemColumns, recordOrder, recordSearch } from '../guests/guests.repository';

/**
 * Whether a contact can still be shown: the journalist's own private contact, or a guest the
 * directory lists. One the expert hid or removed, or whose account is not active, is not.
 */
const available = sql<boolean>`(${guests.is_private} or ${listedGuest})`;

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
      const matching = recordSearch(search, [guests.title, guests.company_name]);
      // An unavailable contact's details are not shown, so a search never finds it by them.
      const where = and(mine(journalistId), matching && and(available, matching));
      // The route's direction defaults to 'asc'.
      const ordering = recordOrder(
        sort && sortColumns[sort],
        direction,
        journalistContacts.id,
        journalistContacts.created_at,
      );
      return pagedQuery(
        paging,
        db
          .select({
            ...recordItemColumns,
            company_name: guests.company_name,
            is_private: guests.is_private,
            is_draft: guests.is_draft,
            saved_at: journalistContacts.created_at,
            available,
          })
          .from(journalistContacts)
          .innerJoin(guests, eq(guests.id, journalistContacts.guest_id))
          .where(where)
          .orderBy(...ordering),
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

    /** Whether a guest may be saved from the directory: the directory lists it. */
    async isListed(guestId: number) {
      const [row] = await db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.id, guestId), listedGuest));
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
