import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import type { Accounts } from './accounts';

type Kind = 'Interview' | 'Question';
/** What one kind of notification says to a demo account. */
type Said = { type: Kind; data: string };

/** A demo account's six latest notifications, a day apart: `even` and `odd` in turn, the first `unread` unread. */
function demoInbox(ctx: SeedContext, userId: number, unread: number, even: Said, odd: Said) {
  return Array.from({ length: 6 }, (_, i) => ({
    user_id: userId,
    ...(i % 2 ? odd : even),
    read_at: i < unread ? null : ctx.daysFromNow(-1),
    created_at: ctx.daysFromNow(-i),
  }));
}

/** Notifications: a handful unread for the demo accounts, history for others. Returns how many. */
export async function seedNotifications(
  ctx: SeedContext,
  accounts: Pick<Accounts, 'demo' | 'expertIds' | 'journalistIds'>,
): Promise<number> {
  const { faker, pick, daysFromNow, scale } = ctx;
  const { demo, expertIds, journalistIds } = accounts;
  const notificationRows = [
    ...demoInbox(
      ctx,
      demo.expert,
      3,
      { type: 'Interview', data: '<p>New interview request for <b>your guest</b>.</p>' },
      { type: 'Question', data: '<p>You have a new question from <b>Jordan Lee</b>.</p>' },
    ),
    ...demoInbox(
      ctx,
      demo.journalist,
      2,
      { type: 'Question', data: '<p>An expert <b>answered</b> your question.</p>' },
      { type: 'Interview', data: '<p>Your interview request was <b>approved</b>.</p>' },
    ),
    ...Array.from({ length: 3000 * scale }, () => ({
      user_id: pick([...journalistIds, ...expertIds]),
      type: pick(['Interview', 'Question'] as const),
      data: '<p>Activity on your account.</p>',
      read_at: faker.datatype.boolean(0.8) ? daysFromNow(-2) : null,
      created_at: daysFromNow(-faker.number.int({ min: 0, max: 300 })),
    })),
  ];
  await insertMany(ctx.db, s.notifications, notificationRows);
  return notificationRows.length;
}
