import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { guestsRepository } from './guests.repository';

/** Guests as signed-in users see them: published ones, and an expert's own drafts. */
export function guestsService(db: Database) {
  const guests = guestsRepository(db);

  return {
    detail: async (id: number, viewerId: number) => found(await guests.detail(id, viewerId), 'Guest not found'),
  };
}
