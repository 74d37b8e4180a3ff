import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROLE, STATUS } from 'mf-shared/roles';
import type { Database } from '../../db/database';
import { accessStatus } from '../../lib/access';
import { feedIcs, interviewEntry } from '../../lib/calendar';
import { calendarFeedRepository } from './calendar-feed.repository';

export const FEED_NAME = 'PressPoint interviews';

/** A feed file as we name them: `<user id>.<token>.ics`, the token 43 base64url characters. */
export const FEED_FILE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The key feed tokens are made with, derived from a server secret for this one use, so a token is
 * never valid anywhere else that secret signs (the contact form's challenges).
 */
export const feedKey = (secret: string) => createHmac('sha256', secret).update('presspoint calendar feed').digest();

/** The token of a user's feed address at a version: HMAC-SHA256 of `<user id>:<version>`, base64url. */
export const feedToken = (key: Buffer, userId: number, version: number) =>
  createHmac('sha256', key).update(`${userId}:${version}`).digest('base64url');

/**
 * The private calendar feed: a secret address per user that calendars (Google, Outlook, Apple)
 * subscribe to, listing that user's planned interviews. The address's token is an HMAC of the user's
 * id and a version kept with the user, with a key only the server has: the database keeps nothing
 * that opens a feed, yet the address can be shown again. Resetting moves the version on: a new
 * address, and the old one stops working at once.
 */
export function calendarFeedService(
  db: Database,
  { publicUrl, shellUrl, secret }: { publicUrl: string; shellUrl: string; secret: string },
) {
  const repository = calendarFeedRepository(db);
  const key = feedKey(secret);
  const feedUrl = (userId: number, version: number) =>
    `${publicUrl.replace(/\/+$/, '')}/api/v1/calendar/feed/${userId}.${feedToken(key, userId, version)}.ics`;

  return {
    /** The user's feed address, made on first use. */
    async url(userId: number) {
      let version = await repository.versionOf(userId);
      if (version === null) {
        await repository.startIfNone(userId);
        version = await repository.versionOf(userId);
      }
      return feedUrl(userId, version!);
    },

    async reset(userId: number) {
      return feedUrl(userId, await repository.bump(userId));
    },

    /**
     * The feed's iCalendar text by its file name, or null when it is no live user's current address. An account that may not
     * use the features now (locked, unpaid, paying, leaving; for a team member, the owner's) gets a
     * feed with nothing in it: the subscription stays and lists again once the account is active.
     */
    async feed(file: string, now = new Date()): Promise<string | null> {
      const [, id, token] = FEED_FILE.exec(file) ?? [];
      if (!id || Number(id) > 2_147_483_647) return null;
      const owner = await repository.ownerOf(Number(id));
      if (!owner || owner.version === null || owner.locked_at) return null;
      const expected = Buffer.from(feedToken(key, owner.id, owner.version));
      if (!timingSafeEqual(expected, Buffer.from(token!))) return null;
      if (accessStatus(owner, owner.account) !== STATUS.SIMPLE_USER) return feedIcs(FEED_NAME, []);
      const rows = await repository.planned(owner.id, owner.account.id, now.toISOString());
      // Each entry opens the viewer's own planned interviews.
      const page = owner.role === ROLE.JOURNALIST ? '/interviews/journalist/planned' : '/interviews/expert/planned';
      const url = `${shellUrl.replace(/\/+$/, '')}${page}`;
      return feedIcs(
        FEED_NAME,
        rows.map((row) => interviewEntry(row, { url })),
      );
    },
  };
}
