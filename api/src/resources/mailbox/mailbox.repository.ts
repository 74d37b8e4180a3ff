import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sentMails } from '../../db/schema';

/** The mails the embedded default "sent" (no SMTP server). */
export function mailboxRepository(db: Executor) {
  return {
    newest: (limit: number) => db.select().from(sentMails).orderBy(desc(sentMails.id)).limit(limit),
    async find(id: number) {
      const [mail] = await db.select().from(sentMails).where(eq(sentMails.id, id));
      return mail;
    },
  };
}
