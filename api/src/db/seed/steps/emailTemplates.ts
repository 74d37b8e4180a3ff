import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import type { Accounts } from './accounts';

/**
 * Email templates: every journalist (and the demo journalist being deleted) has a default one; the
 * demo journalist three. Returns how many, and the template each journalist's interviews cite: the
 * last one inserted for them, so the demo journalist's third (kept as the seed always had it).
 */
export async function seedEmailTemplates(ctx: SeedContext, accounts: Pick<Accounts, 'demo' | 'journalistIds'>) {
  const { demo, journalistIds } = accounts;
  const templateRows = [demo.journalist, demo.deleting, ...journalistIds].flatMap((user_id) =>
    Array.from({ length: user_id === demo.journalist ? 3 : 1 }, (_, k) => ({
      user_id,
      title: ['Interview request', 'Quick comment on deadline', 'Podcast guest invitation'][k],
      content: `<p>Hello {guest_name},</p><p>I am writing a story for ${ctx.pick(['tomorrow', 'this week', 'next month'])} and would value your view on {topic}. Would you be available for a short interview?</p><p>Best regards</p>`,
      is_default: k === 0,
    })),
  );
  const templateIds = await insertMany(ctx.db, s.emailTemplates, templateRows);
  return {
    count: templateIds.length,
    templateFor: new Map(templateRows.map((t, i) => [t.user_id, templateIds[i]])),
  };
}
