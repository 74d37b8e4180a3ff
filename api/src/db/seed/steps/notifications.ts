import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import type { Accounts } from './accounts';

/** Notifications: a handful unread for the demo accounts, history for others. Returns how many. */
export async function seedNotifications(
  ctx: SeedContext,
  accounts: Pick<Accounts, 'demo' | 'expertIds' | 'journalistIds'>,
): Promise<number> {
  const { faker, pick, daysFromNow, scale } = ctx;
  const { demo, expertIds, journalistIds } = accounts;
  const notificationRows = [
    ...Array.from({ length: 6 }, (_, i) => ({
      user_id: demo.expert,
      type: i % 2 ? ('Question' as const) : ('Interview' as const),
      data:
        i % 2
          ? '<p>You have a new question from <b>Jordan Lee</b>.</p>'
          : '<p>New interview request for <b>your guest</b>.</p>',
      read_at: i < 3 ? null : daysFromNow(-1),
      created_at: daysFromNow(-i),
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      user_id: demo.journalist,
      type: i % 2 ? ('Interview' as const) : ('Question' as const),
      data:
        i % 2
          ? '<p>Your interview request was <b>approved</b>.</p>'
          : '<p>An expert <b>answered</b> your question.</p>',
      read_at: i < 2 ? null : daysFromNow(-1),
      created_at: daysFromNow(-i),
    })),
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
