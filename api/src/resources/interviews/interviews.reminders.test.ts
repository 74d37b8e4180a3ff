import { and, eq, gt, like } from 'drizzle-orm';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { guests, interviews, notifications, sentMails, users } from '../../db/schema';
import { invitationDate } from '../../lib/placeholders';
import { notificationsService } from '../notifications/notifications.service';
import { interviewReminders } from './interviews.reminders';

let t: TestApp;
let reminders: ReturnType<typeof interviewReminders>;
const HOUR = 3_600_000;
const now = new Date();
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const ids: Record<string, number> = {};
const made: Record<string, number> = {};
let lastMailId = 0;
let lastNotificationId = 0;

async function userId(email: string) {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** The reminder mails and notifications sent since the last call. */
async function sentSince() {
  const mails = await t.app.db
    .select()
    .from(sentMails)
    .where(and(gt(sentMails.id, lastMailId), like(sentMails.subject, 'Reminder:%')))
    .orderBy(sentMails.id);
  const notes = await t.app.db
    .select()
    .from(notifications)
    .where(and(gt(notifications.id, lastNotificationId), like(notifications.data, '%Reminder%')))
    .orderBy(notifications.id);
  lastMailId = Math.max(lastMailId, ...mails.map((m) => m.id));
  lastNotificationId = Math.max(lastNotificationId, ...notes.map((n) => n.id));
  return { mails, notes };
}

before(async () => {
  // The runner does not tick by itself here: each run is the test's.
  t = await buildTestApp({ fixture: 'demo', settings: { JOBS_TICK_S: '0' } });
  reminders = interviewReminders(t.app.db, {
    notifications: notificationsService(t.app.db, { realtime: t.app.realtime }),
    sendMail: (mail) => t.app.mailer.send(mail),
    shellUrl: 'http://localhost:8080',
  });
  ids.journalist = await userId('journalist@example.com');
  ids.expert = await userId('expert@example.com');
  await t.app.db.delete(interviews);
  const [guest] = await t.app.db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, ids.expert)).limit(1);
  const base = { journalist_id: ids.journalist, guest_id: guest.id, expert_id: ids.expert };
  const { APPROVED, PENDING, REJECTED, CANCELLED, DONE } = INTERVIEW_STATUS;
  const rows = {
    tomorrow: {
      status: APPROVED,
      date_interview: at(23),
      time_zone: 'America/New_York',
      expert_time_zone: 'Asia/Singapore',
    },
    soon: { status: APPROVED, date_interview: at(0.5), time_zone: 'Europe/London' },
    later: { status: APPROVED, date_interview: at(48) },
    cancelled: { status: CANCELLED, date_interview: at(2) },
    rejected: { status: REJECTED, date_interview: at(3) },
    pending: { status: PENDING, date_interview: at(4) },
    done: { status: DONE, date_interview: at(0.75) },
  };
  for (const [name, row] of Object.entries(rows)) {
    const values = { ...base, ...row, date_interview: row.date_interview.toISOString() };
    const [inserted] = await t.app.db.insert(interviews).values(values).returning({ id: interviews.id });
    made[name] = inserted.id;
  }
  await sentSince();
});
after(() => t.app.close());

describe('interview reminders', () => {
  it('reminds both sides 24 hours and 1 hour before, each in their own time zone', async () => {
    expect(await reminders.run(now)).toEqual({ sent: 4 });
    const { mails, notes } = await sentSince();
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['journalist@example.com', expect.stringMatching(/ in 24 hours$/)],
        ['expert@example.com', expect.stringMatching(/ in 24 hours$/)],
        ['journalist@example.com', expect.stringMatching(/ in 1 hour$/)],
        ['expert@example.com', expect.stringMatching(/ in 1 hour$/)],
      ]),
    );
    expect(mails).toHaveLength(4);
    // No names in subjects (the guest's and the journalist's are in the body).
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set(['Reminder: PressPoint interview in 24 hours', 'Reminder: PressPoint interview in 1 hour']),
    );
    // The 24 hour one: the journalist reads New York time, the expert Singapore time.
    const tomorrow = at(23);
    const day = mails.filter((m) => m.subject.endsWith('24 hours'));
    expect(day.find((m) => m.to === 'journalist@example.com')!.text).toContain(
      `${invitationDate(tomorrow, 'America/New_York')} (America/New_York)`,
    );
    expect(day.find((m) => m.to === 'expert@example.com')!.text).toContain(
      `${invitationDate(tomorrow, 'Asia/Singapore')} (Asia/Singapore)`,
    );
    // The expert side without a zone of its own reads the requester's.
    const hour = mails.filter((m) => m.subject.endsWith('1 hour'));
    expect(hour.every((m) => m.text.includes('(Europe/London)'))).toBe(true);
    expect(notes.map((n) => [n.user_id, n.type])).toEqual(
      expect.arrayContaining([
        [ids.journalist, 'Interview'],
        [ids.expert, 'Interview'],
      ]),
    );
    expect(notes).toHaveLength(4);
  });

  it('sends nothing twice: a second run finds every due reminder already claimed', async () => {
    expect(await reminders.run(now)).toEqual({ sent: 0 });
    expect(await reminders.run(new Date(now.getTime() + 60_000))).toEqual({ sent: 0 });
    expect((await sentSince()).mails).toHaveLength(0);
    const [soon] = await t.app.db.select().from(interviews).where(eq(interviews.id, made.soon));
    // The 1 hour reminder stands for the 24 hour one it came before.
    expect(soon.reminded_1h_at).not.toBeNull();
    expect(soon.reminded_24h_at).not.toBeNull();
  });

  it('never reminds of a cancelled, rejected, pending or done interview', async () => {
    const marks = await t.app.db
      .select({ id: interviews.id, day: interviews.reminded_24h_at, hour: interviews.reminded_1h_at })
      .from(interviews);
    for (const name of ['cancelled', 'rejected', 'pending', 'done', 'later']) {
      const row = marks.find((m) => m.id === made[name])!;
      expect([name, row.day, row.hour]).toEqual([name, null, null]);
    }
  });

  it('sends the 1 hour reminder of one already reminded a day before, once', async () => {
    const later = new Date(now.getTime() + 22.5 * HOUR);
    expect(await reminders.run(later)).toEqual({ sent: 2 });
    const { mails } = await sentSince();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/ in 1 hour$/),
      expect.stringMatching(/ in 1 hour$/),
    ]);
    expect(await reminders.run(later)).toEqual({ sent: 0 });
  });

  it('sends once when two instances run at the same moment', async () => {
    const [guest] = await t.app.db
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.user_id, ids.expert))
      .limit(1);
    await t.app.db.insert(interviews).values({
      journalist_id: ids.journalist,
      guest_id: guest.id,
      expert_id: ids.expert,
      status: INTERVIEW_STATUS.APPROVED,
      date_interview: at(10).toISOString(),
    });
    const runs = await Promise.all([reminders.run(now), reminders.run(now)]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 2]);
    expect((await sentSince()).mails).toHaveLength(2);
  });

  it('runs as the job runner’s interview-reminders job', async () => {
    expect(await t.app.jobs.runDue()).toContain('interview-reminders');
  });
});
