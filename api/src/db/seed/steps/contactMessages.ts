import { eq } from 'drizzle-orm';
import type { Database } from '../../database';
import { contactMessages, contactReplies, staff } from '../../schema';

/**
 * A few contact form messages for the console's contact inbox (issue 26): two new, one handled with
 * the reply support mailed. Fixed text and no faker draws: nothing seeded before them moves.
 */
export async function seedContactMessages(db: Database, daysFromNow: (days: number) => string): Promise<number> {
  const [support] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'support@example.com'));
  const rows = await db
    .insert(contactMessages)
    .values([
      {
        name: 'Lena Fox',
        email: 'lena.fox@example.net',
        question:
          'Do you have experts on maritime and shipping law in Singapore? I am researching a feature on port congestion.',
        created_at: daysFromNow(-0.2),
      },
      {
        name: 'Arjun Menon',
        email: 'arjun.menon@example.org',
        question:
          'Our university press office would like to list several professors. Is there a plan for institutions?',
        created_at: daysFromNow(-1.5),
      },
      {
        name: 'Grace Lim',
        email: 'grace.lim@example.com',
        question: 'I registered as a journalist two days ago and my account is still waiting. Could you check it?',
        created_at: daysFromNow(-4),
        status: 'handled' as const,
        handled_at: daysFromNow(-3.8),
        assigned_staff_id: support?.id ?? null,
      },
    ])
    .returning({ id: contactMessages.id, status: contactMessages.status });
  const handled = rows.find((row) => row.status === 'handled');
  if (support && handled)
    await db.insert(contactReplies).values({
      message_id: handled.id,
      staff_id: support.id,
      body: 'Hello Grace,\n\nThank you for waiting: your account is approved now, and you can sign in.',
      sent_at: daysFromNow(-3.8),
    });
  return rows.length;
}
