import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

export function healthRepository(db: Executor) {
  return {
    /** `select 1`: the database answers. */
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
