import { sql } from 'drizzle-orm';
import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import type { Accounts } from './accounts';
import type { SeededGuests } from './guests';
import type { ReferenceData } from './referenceData';

/**
 * Questions: chats with a sent question and sometimes answers, two hours apart (all sent: type 1);
 * the first eight are the demo pair's. Returns how many chats and messages.
 */
export async function seedQuestions(
  ctx: SeedContext,
  ref: Pick<ReferenceData, 'expertises'>,
  accounts: Pick<Accounts, 'demo' | 'journalistIds'>,
  guests: SeededGuests,
): Promise<{ chats: number; messages: number }> {
  const { db, faker, pick, daysFromNow, scale } = ctx;
  const { demo, journalistIds } = accounts;
  const chatRows = Array.from({ length: 1500 * scale + 8 }, (_, i) => {
    const journalist_id = i < 8 ? demo.journalist : pick(journalistIds);
    const guest_id = i < 8 ? guests.guestsByOwner.get(demo.expert)![i % 6] : pick(guests.guestIds);
    return {
      journalist_id,
      guest_id,
      expert_id: guests.ownerOf.get(guest_id)!,
      subject: `${pick(['Quick question', 'Comment request', 'Fact check', 'Follow-up'])}: ${pick(ref.expertises).name}`,
      last_message_at: daysFromNow(-faker.number.int({ min: 0, max: 120 })),
    };
  });
  const chatIds = await insertMany(db, s.chats, chatRows);
  const messageRows = chatIds.flatMap((chat_id, i) => {
    const c = chatRows[i];
    const n = faker.number.int({ min: 1, max: 4 });
    return Array.from({ length: n }, (_, k) => {
      const fromJournalist = k % 2 === 0;
      const body = fromJournalist
        ? `Could you tell me how ${pick(ref.expertises).name.toLowerCase()} will change over the next year?`
        : `Happy to help. ${faker.company.catchPhrase()}. I can expand on this in a short call.`;
      const randomlyRead = faker.datatype.boolean(0.7);
      // The demo journalist's first thread ends with one unread message; their other threads are read.
      const read = i < 8 ? !(i === 0 && k === n - 1) : randomlyRead;
      const at = new Date(Date.parse(c.last_message_at) - (n - 1 - k) * 2 * 3_600_000).toISOString();
      return {
        chat_id,
        sender_id: fromJournalist ? c.journalist_id : c.expert_id,
        recipient_id: fromJournalist ? c.expert_id : c.journalist_id,
        type: 1,
        body,
        read_at: read ? at : null,
        created_at: at,
      };
    });
  });
  await insertMany(db, s.messages, messageRows);
  await deriveAnswerTimes(ctx);
  return { chats: chatIds.length, messages: messageRows.length };
}

/**
 * Each thread starts at its question and was first answered at its first answer; each account's
 * median time to first answer follows (as the conversations service keeps it).
 */
export async function deriveAnswerTimes({ db }: Pick<SeedContext, 'db'>) {
  await db.execute(sql`
    UPDATE chats c SET created_at = s.first_at, updated_at = s.first_at, first_answered_at = s.answered_at
    FROM (SELECT m.chat_id, min(m.created_at) AS first_at,
        min(m.created_at) FILTER (WHERE m.sender_id = ch.expert_id) AS answered_at
      FROM messages m JOIN chats ch ON ch.id = m.chat_id GROUP BY m.chat_id) s
    WHERE s.chat_id = c.id`);
  await db.execute(sql`
    UPDATE users u SET answer_median_minutes = s.median, answer_count = s.n
    FROM (SELECT expert_id, count(*)::int AS n, round(percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM (first_answered_at - created_at)) / 60))::int AS median
      FROM chats WHERE first_answered_at IS NOT NULL GROUP BY expert_id) s
    WHERE u.id = s.expert_id`);
}
