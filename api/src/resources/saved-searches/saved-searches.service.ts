import type { SavedSearchQuery } from 'mf-shared/types/saved-search';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type DirectorySearch,
  type SavedSearchChange,
} from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { escapeHtml } from '../../lib/html';
import { fieldError } from '../../lib/validation';
import type { Mail } from '../../plugins/mailer';
import { accountsRepository } from '../accounts/accounts.repository';
import { directoryService } from '../directory/directory.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { savedSearchesRepository } from './saved-searches.repository';

/** A digest looks again once a day. */
export const DIGEST_INTERVAL_MS = 24 * 3_600_000;
/** Searches one digest run handles; the rest wait for the next run (every few minutes). */
const DIGEST_BATCH = 200;
/** Guests named in one digest; the link shows them all. */
const DIGEST_GUESTS = 10;

/** Is this a unique-index violation (the same name twice)? */
const isDuplicate = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** The directory URL that opens a saved search (the directory keeps its whole search in the URL). */
export function directoryUrl(base: string, query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return `${base}/directory${text ? `?${text}` : ''}`;
}

export interface SavedSearchDeps {
  notifications: NotificationsService;
  sendMail: (mail: Mail) => Promise<void>;
  shellUrl: string;
}

/** Saved directory searches with a daily digest of guests new or changed since the last one. */
export function savedSearchesService(db: Database, deps: SavedSearchDeps) {
  const repository = savedSearchesRepository(db);
  const directory = directoryService(db);

  return {
    list: (userId: number) => repository.list(userId),

    async create(userId: number, name: string, query: SavedSearchQuery) {
      try {
        // Count and insert under the journalist's row lock: creates sent at once queue, so the cap
        // holds on PostgreSQL too (the review saw 51 of 50 from 20 parallel creates).
        return await db.transaction(async (tx) => {
          await accountsRepository(tx).lockRow(userId);
          const searches = savedSearchesRepository(tx);
          if ((await searches.count(userId)) >= SAVED_SEARCH_LIMITS.PER_USER)
            throw fieldError('name', SAVED_SEARCH_MESSAGES.TOO_MANY);
          return searches.insert(userId, name, query);
        });
      } catch (error) {
        if (isDuplicate(error)) throw fieldError('name', SAVED_SEARCH_MESSAGES.NAME_TAKEN);
        throw error;
      }
    },

    async change(userId: number, id: number, changes: SavedSearchChange) {
      try {
        return found(await repository.update(userId, id, changes), SAVED_SEARCH_MESSAGES.NOT_FOUND);
      } catch (error) {
        if (isDuplicate(error)) throw fieldError('name', SAVED_SEARCH_MESSAGES.NAME_TAKEN);
        throw error;
      }
    },

    async remove(userId: number, id: number) {
      found((await repository.remove(userId, id)) || null, SAVED_SEARCH_MESSAGES.NOT_FOUND);
    },

    /**
     * The digest: each saved search not run for a day looks for guests new or changed since its
     * last run; only when there are some does its journalist get a notification and a mail.
     * Answers how many searches ran and how many digests went out.
     */
    async runDigests(now = new Date()) {
      const ranAt = now.toISOString();
      const due = await repository.due(new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString(), DIGEST_BATCH);
      let sent = 0;
      for (const search of due) {
        const found = await directory.search(
          // Stored only after savedSearchQuerySchema checked it.
          { ...(search.query as DirectorySearch), page: 1, per_page: 15 },
          { changedSince: search.last_run_at },
        );
        const total = found.meta.total;
        await repository.markRun(search.id, ranAt, total);
        if (!total) continue;
        sent += 1;
        const url = directoryUrl(deps.shellUrl, search.query);
        const names = found.data
          .slice(0, DIGEST_GUESTS)
          .map((g) => `${g.first_name} ${g.last_name}${g.title ? `, ${g.title}` : ''}`);
        const headline = `${total} new or updated guest${total === 1 ? '' : 's'} for your saved search “${search.name}”`;
        await deps.notifications.notify(
          search.user_id,
          'Search',
          `<p>${escapeHtml(headline)}: <a href="${escapeHtml(url)}">see them in the directory</a></p>`,
        );
        await deps.sendMail({
          to: search.email,
          // The product's words only: the search's name is in the body.
          subject: `${total} new or updated guest${total === 1 ? '' : 's'} for your saved search`,
          text: `${headline}:\n\n${names.map((n) => `- ${n}`).join('\n')}\n\nSee them all: ${url}\n\nPause or delete this alert on your dashboard.`,
          html: `<p>${escapeHtml(headline)}:</p><ul>${names.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul><p><a href="${escapeHtml(url)}">See them all in the directory</a></p><p>Pause or delete this alert on your dashboard.</p>`,
        });
      }
      return { ran: due.length, sent };
    },
  };
}
