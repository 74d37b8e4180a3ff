import { it } from 'node:test';
import { expect } from '../../test/expect';
import { sql } from 'drizzle-orm';
import { openEmptyTestDatabase, testEngine } from '../../test/databases';

it(`applies every migration to an empty ${testEngine()} database, and again as a no-op`, async () => {
  const handle = await openEmptyTestDatabase();
  try {
    await handle.migrate();
    await handle.migrate();
    const { rows } = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'access_tokens',
        'recovery_codes',
        'password_resets',
        'guests',
        'guest_expertises',
        'news',
        'blog_posts',
        'events',
        'email_templates',
        'interviews',
        'chats',
        'messages',
        'notifications',
        'contact_messages',
        'subscription_plans',
        'subscriptions',
        'payments',
        'countries',
        'expertises',
        'faq_entries',
        'reviews',
      ]),
    );
    const { rows: indexes } = (await handle.db.execute(
      sql`select indexname from pg_indexes where tablename = 'guests'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.map((i) => i.indexname)).toContain('guests_search_idx');
  } finally {
    await handle.close();
  }
});
