import type { Executor } from '../../db/database';
import { contactMessages } from '../../db/schema';

export function contactRepository(db: Executor) {
  return {
    async insert(message: { name: string; email: string; question: string }) {
      await db.insert(contactMessages).values(message);
    },
  };
}
