import { randomBytes } from 'node:crypto';
import { ROLE, STATUS } from 'mf-shared/roles';
import type { Database } from '../../db/database';
import { accessStatus } from '../../lib/access';
import { feedIcs, interviewEntry } from '../../lib/calendar';
import { calendarFeedRepository } from './calendar-feed.repository';

export const FEED_NAME = 'PressPoint interviews';

/** 32 random bytes, base64url: the feed's address is its only key, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');

/** A token as we make them (43 base64url characters); anything else is no feed, without a query. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The private calendar feed: a secret address per user that calendars (Google, Outlook, Apple)
 * subscribe to, listing that user's planned interviews. Resetting it makes a new address; the old
 * one stops working at once.
 */
export function calendarFeedService(db: Database, { publicUrl, shellUrl }: { publicUrl: string; shellUrl: string }) {
  const repository = calendarFeedRepository(db);
  const feedUrl = (token: string) => `${publicUrl.replace(/\/+$/, '')}/api/v1/calendar/feed/${token}.ics`;

  return {
    /** The user's feed address, made on first use. */
    async url(userId: number) {
      let token = await repository.tokenOf(userId);
      if (!token) {
        await repository.setIfNone(userId, newToken());
        token = await repository.tokenOf(userId);
      }
      return feedUrl(token!);
    },

    async reset(userId: number) {
      const token = newToken();
      await repository.replace(userId, token);
      return feedUrl(token);
    },

    /**
     * The feed's iCalendar text, or null when the token is no live user's. An account that may not
     * use the features now (locked, unpaid, paying, leaving; for a team member, the owner's) gets a
     * feed with nothing in it: the subscription stays and lists again once the account is active.
     */
    async feed(token: string, now = new Date()): Promise<string | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      const owner = await repository.ownerOf(token);
      if (!owner || owner.locked_at) return null;
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
