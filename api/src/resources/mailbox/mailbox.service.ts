import type { Database } from '../../db/database';
import { mailboxRepository } from './mailbox.repository';

const SHOWN = 200;

/** The local mailbox: the newest mails, and one by id (a non-number id is no mail). */
export function mailboxService(db: Database) {
  const mails = mailboxRepository(db);
  return {
    newest: () => mails.newest(SHOWN),
    find: (id: string) => mails.find(Number(id) || 0),
  };
}
