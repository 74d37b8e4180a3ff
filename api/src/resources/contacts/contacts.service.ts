import { ACCOUNT_CAP_MESSAGES, type GuestInput } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import type { UploadStore } from '../../lib/uploads';
import { HttpError, INVALID } from '../../plugins/errors';
import {
  assertRoom,
  guestMediaService,
  guestRecordImport,
  recordMessages,
  unknownLookupErrors,
} from '../guests/guest-record.service';
import { guestWriter } from '../guests/guests.repository';
import { contactsRepository, type ContactListQuery } from './contacts.repository';

export const CONTACT_MESSAGES = {
  SAVED: 'Saved to your contacts',
  REMOVED: 'Removed from your contacts',
  NOT_FOUND: 'Contact not found',
  GUEST_NOT_FOUND: 'Guest not found',
  CREATED: 'Step 1 saved: now add an image and videos',
  UPDATED: 'Contact updated',
  FINISHED: 'Contact saved',
  ...recordMessages('contact'),
} as const;

/**
 * A journalist's contacts (`/directory/all-contacts`): guests saved from the directory and private
 * contacts the journalist makes (a guest row they own, never listed in the directory). Every call
 * is limited to the journalist's own; someone else's private contact is "not found".
 */
export function contactsService(
  db: Database,
  deps: {
    uploads: UploadStore;
    /** Private contacts one journalist may keep (PRIVATE_CONTACTS_MAX). */
    maxPrivateContacts?: number;
  },
) {
  const contacts = contactsRepository(db);
  const maxPrivate = deps.maxPrivateContacts ?? Number.POSITIVE_INFINITY;

  /** The journalist's own private contact, or 404. */
  async function ownPrivate(journalistId: number, guestId: number) {
    const guest = await guestWriter(db).owner(guestId);
    if (!guest || guest.user_id !== journalistId || !guest.is_private)
      throw new HttpError(404, CONTACT_MESSAGES.NOT_FOUND);
    return guest;
  }

  /** 422 on each list field naming a lookup id that does not exist. */
  async function checkLookups(input: GuestInput) {
    const errors = await unknownLookupErrors(db, input);
    if (Object.keys(errors).length) throw new HttpError(422, INVALID, errors);
  }

  return {
    // Avatar, gallery, videos and the finished draft: the guest record's rules on the journalist's own.
    ...guestMediaService(db, {
      uploads: deps.uploads,
      folder: 'contacts',
      own: ownPrivate,
      messages: CONTACT_MESSAGES,
    }),

    /**
     * CSV import, as JSON rows or the file itself: the valid rows become finished private contacts,
     * all or none, within PRIVATE_CONTACTS_MAX, made live with their contact links.
     */
    ...guestRecordImport(db, (journalistId) => ({
      flags: { is_private: true, is_draft: false },
      max: maxPrivate,
      tooMany: ACCOUNT_CAP_MESSAGES.PRIVATE_CONTACTS(maxPrivate),
      beforeCommit: (tx, created) => contactsRepository(tx).saveMany(journalistId, created),
    })),

    /**
     * A contact the expert hid or removed, or whose account is no longer active, stays in the list
     * as no longer available, with none of the guest's details (review I5).
     */
    async list(journalistId: number, query: ContactListQuery) {
      const page = await contacts.page(journalistId, query);
      return {
        ...page,
        data: page.data.map(({ available, ...contact }) =>
          available
            ? { ...contact, unavailable: false }
            : {
                ...contact,
                first_name: null,
                last_name: null,
                avatar: null,
                title: null,
                company_name: null,
                expertise: [],
                unavailable: true,
              },
        ),
      };
    },

    /** Only a guest the directory lists can be saved: a draft, a private or a hidden one is "not found". */
    async save(journalistId: number, guestId: number) {
      found((await contacts.isListed(guestId)) || null, CONTACT_MESSAGES.GUEST_NOT_FOUND);
      const { saved_at } = await contacts.save(journalistId, guestId);
      return { guest_id: guestId, saved_at };
    },

    savedAmong: (journalistId: number, guestIds: number[]) => contacts.savedAmong(journalistId, guestIds),

    async remove(journalistId: number, guestId: number) {
      found((await contacts.remove(journalistId, guestId)) || null, CONTACT_MESSAGES.NOT_FOUND);
    },

    /** Step 1 of a private contact: a draft guest the journalist owns, already among their contacts. */
    async createPrivate(journalistId: number, input: GuestInput) {
      await checkLookups(input);
      return db.transaction(async (tx) => {
        await assertRoom(tx, journalistId, true, maxPrivate, ACCOUNT_CAP_MESSAGES.PRIVATE_CONTACTS(maxPrivate));
        const [id] = await guestWriter(tx).insert(journalistId, [input], { is_private: true, is_draft: true });
        await contactsRepository(tx).save(journalistId, id!);
        return { id: id!, is_draft: true };
      });
    },

    async updatePrivate(journalistId: number, guestId: number, input: GuestInput) {
      const guest = await ownPrivate(journalistId, guestId);
      await checkLookups(input);
      await db.transaction((tx) => guestWriter(tx).update(guestId, input));
      return { id: guestId, is_draft: guest.is_draft };
    },

    async removeImage(journalistId: number, guestId: number, imageId: number) {
      await ownPrivate(journalistId, guestId);
      const image = found(await guestWriter(db).removeImage(guestId, imageId), 'Image not found');
      await deps.uploads.discardUrl(image);
      return guestWriter(db).media(guestId);
    },

    async removeVideo(journalistId: number, guestId: number, videoId: number) {
      await ownPrivate(journalistId, guestId);
      found((await guestWriter(db).removeVideo(guestId, videoId)) || null, 'Video not found');
      return guestWriter(db).media(guestId);
    },
  };
}
