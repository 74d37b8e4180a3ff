import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReportItemType, ReportReason } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { Throttle, type RateLimitStore } from '../../lib/throttle';
import { HttpError, TooManyRequestsError } from '../../plugins/errors';
import { tooManyWrites } from '../../plugins/rateLimits';
import { moderationRepository } from '../staff-moderation/staff-moderation.repository';

const HOUR_MS = 3_600_000;

/**
 * Reports one address (visitors) or one account (signed in) may send: 10 an hour and 30 a day.
 * Enough for a reader who finds several bad items, too few to flood the moderators' queue.
 */
export const REPORT_LIMITS = { perHour: 10, perDay: 30 } as const;

export const REPORT_MESSAGES = {
  SENT: 'Thank you. Your report was sent to our moderators.',
  NOT_FOUND: 'This item cannot be reported: it does not exist or is no longer shown.',
  ALREADY: 'You have already reported this. Our moderators will look at it.',
  SIGN_IN: 'Please sign in to report a question.',
} as const;

export interface Reporter {
  ip: string;
  /** The signed-in user, if any. */
  userId: number | null;
}

/** A question can be reported only by the other side of its thread (its reader). */
async function readsQuestion(db: Database, messageId: number, userId: number) {
  const result = (await db.execute(
    // The expert side: the thread's expert account or a member of its team reads the journalist's questions.
    sql`
      select 1 from messages m join chats c on c.id = m.chat_id
      left join team_members t on t.expert_id = c.expert_id and t.member_user_id = ${userId}
        and t.accepted_at is not null
      where m.id = ${messageId} and m.type = 1 and m.sender_id <> ${userId}
        and (c.journalist_id = ${userId} or c.expert_id = ${userId} or t.member_user_id is not null)`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Visitors' and users' reports of published items (issue 26), counted per address and per account. */
export function reportsService(db: Database, deps: { rateLimits: RateLimitStore }) {
  const throttle = new Throttle(deps.rateLimits);
  const items = moderationRepository(db);

  /** One report counted on every limit of the reporter; 429 with Retry-After when a window is full. */
  async function count(reporter: Reporter) {
    const subjects = [`ip:${reporter.ip}`, ...(reporter.userId ? [`account:${reporter.userId}`] : [])];
    const limits = subjects.flatMap((subject) => [
      { key: `write:report:${HOUR_MS}:${subject}`, max: REPORT_LIMITS.perHour, windowMs: HOUR_MS },
      { key: `write:report:${24 * HOUR_MS}:${subject}`, max: REPORT_LIMITS.perDay, windowMs: 24 * HOUR_MS },
    ]);
    const wait = await throttle.attempt(limits);
    if (wait > 0) throw new TooManyRequestsError(wait, tooManyWrites('reports', wait));
    return limits;
  }

  return {
    async report(
      body: { item_type: ReportItemType; item_id: number; reason: ReportReason; note?: string },
      reporter: Reporter,
    ) {
      const { item_type: type, item_id: id } = body;
      if (type === 'question' && !reporter.userId) throw new HttpError(401, REPORT_MESSAGES.SIGN_IN);
      const counted = await count(reporter);
      try {
        const item = await items.item(type, id);
        const shown = item && item.published && !item.hidden_at;
        if (!shown || (type === 'question' && !(await readsQuestion(db, id, reporter.userId!))))
          throw new HttpError(404, REPORT_MESSAGES.NOT_FOUND);
        const reporterKey = createHash('sha256')
          .update(reporter.userId ? `account:${reporter.userId}` : `ip:${reporter.ip}`)
          .digest('hex');
        if (await items.hasOpenReport(type, id, reporterKey)) throw new HttpError(409, REPORT_MESSAGES.ALREADY);
        await items.addReport({
          item_type: type,
          item_id: id,
          reason: body.reason,
          note: body.note?.trim() || null,
          reporter_user_id: reporter.userId,
          reporter_key: reporterKey,
        });
      } catch (error) {
        // A report refused sent nothing: its place goes back.
        await throttle.release(counted);
        throw error;
      }
      return { message: REPORT_MESSAGES.SENT };
    },
  };
}
