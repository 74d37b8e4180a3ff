import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import type { Database } from '../../db/database';
import { interviews } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { invitationDate } from '../../lib/placeholders';
import type { Mail } from '../../plugins/mailer';
import { calendarRows } from '../calendar-feed/calendar-feed.repository';
import { notificationsService, type NotificationsService } from '../notifications/notifications.service';

const HOUR_MS = 3_600_000;
/** Reminders claimed in one run; the next run (a minute later) takes the rest. */
const BATCH = 200;

type Mark = 'reminded_24h_at' | 'reminded_1h_at';

export const REMINDERS = [
  { mark: 'reminded_1h_at', withinMs: HOUR_MS, label: '1 hour' },
  { mark: 'reminded_24h_at', withinMs: 24 * HOUR_MS, label: '24 hours' },
] as const satisfies readonly { mark: Mark; withinMs: number; label: string }[];

/** When, as a clock in `zone` shows it, with the zone named (UTC when unknown). */
const localTime = (date: Date, zone: string | null) => `${invitationDate(date, zone)} (${zone || 'UTC'})`;

/**
 * Reminders 24 hours and 1 hour before an approved interview, to both sides, in the app and by mail.
 * Each is claimed before it is sent: one UPDATE sets the mark on due, unmarked, still-approved
 * interviews and returns them, so two instances never both send one (a send that fails after its claim
 * is not retried: a missed reminder beats a doubled one). A reschedule clears the marks.
 */
export function interviewReminders(
  db: Database,
  deps: {
    notifications: Pick<NotificationsService, 'notify'>;
    sendMail: (mail: Mail) => Promise<void>;
    shellUrl: string;
  },
) {
  async function claim(mark: Mark, withinMs: number, now: Date): Promise<number[]> {
    const at = now.toISOString();
    const due = and(
      eq(interviews.status, INTERVIEW_STATUS.APPROVED),
      isNull(interviews[mark]),
      gt(interviews.date_interview, at),
      lte(interviews.date_interview, new Date(now.getTime() + withinMs).toISOString()),
    );
    const claimed = await db
      .update(interviews)
      // The 1 hour reminder also stands for the 24 hour one (an interview approved an hour before it
      // starts gets one reminder, not two).
      .set(
        mark === 'reminded_1h_at'
          ? { reminded_1h_at: at, reminded_24h_at: sql`coalesce(${interviews.reminded_24h_at}, ${at})` }
          : { [mark]: at },
      )
      .where(
        and(
          due,
          inArray(
            interviews.id,
            db
              .select({ id: interviews.id })
              .from(interviews)
              .where(due)
              .orderBy(interviews.date_interview)
              .limit(BATCH),
          ),
        ),
      )
      .returning({ id: interviews.id });
    return claimed.map((row) => row.id);
  }

  return {
    async run(now = new Date()) {
      let sent = 0;
      for (const { mark, withinMs, label } of REMINDERS) {
        const ids = await claim(mark, withinMs, now);
        if (!ids.length) continue;
        for (const row of await calendarRows(db, inArray(interviews.id, ids))) {
          const start = new Date(row.date_interview);
          const guest = `${row.guest.first_name} ${row.guest.last_name}`;
          const journalist = `${row.journalist.first_name} ${row.journalist.last_name}`;
          const sides = [
            {
              id: row.journalist_id,
              person: row.journalist,
              zone: row.time_zone,
              page: '/interviews/journalist/planned',
            },
            {
              id: row.expert_id,
              person: row.expert,
              zone: row.expert_time_zone ?? row.time_zone,
              page: '/interviews/expert/planned',
            },
          ];
          for (const side of sides) {
            const when = localTime(start, side.zone);
            const url = `${deps.shellUrl.replace(/\/+$/, '')}${side.page}`;
            const headline = `Interview of ${guest} with ${journalist} in ${label}`;
            await deps.notifications.notify(
              side.id,
              'Interview',
              `<p>Reminder: interview of <b>${escapeHtml(guest)}</b> with <b>${escapeHtml(journalist)}</b> in ${label}, ${escapeHtml(when)}.</p>`,
            );
            await deps.sendMail({
              to: side.person.email,
              // The product's words only: the names stay in the body.
              subject: `Reminder: PressPoint interview in ${label}`,
              text: `Hello ${side.person.first_name},\n\n${headline}: ${when}.\n\nSee it here: ${url}`,
              html: `<p>Hello ${escapeHtml(side.person.first_name)},</p><p>${escapeHtml(headline)}: <b>${escapeHtml(when)}</b>.</p><p><a href="${escapeHtml(url)}">See your planned interviews</a></p>`,
            });
            sent += 1;
          }
        }
      }
      return { sent };
    },
  };
}

/** The reminders as a job of the runner: every minute, one instance at a time. */
export default fp(
  async function interviewRemindersJob(app: FastifyInstance, { shellUrl }: { shellUrl: string }) {
    const reminders = interviewReminders(app.db, {
      notifications: notificationsService(app.db, { realtime: app.realtime }),
      sendMail: (mail) => app.outbox.mail(mail),
      shellUrl,
    });
    app.jobs.add({ name: 'interview-reminders', everyMs: 60_000, run: () => reminders.run() });
  },
  { name: 'interview-reminders', dependencies: ['jobs'] },
);
