import { inArray } from 'drizzle-orm';
import type { Database } from '../../database';
import * as s from '../../schema';
import { insertMany } from '../insertMany';

/**
 * The demo pair's interviews as they would have lived (issue 15): requested days before, answered
 * hours later, each change in the history with who made it; the requester's and the expert's zones;
 * one approved interview whose date has passed (to be marked done), a done one with its published
 * link (the expert's coverage), the journalist's notes. No faker draws: the other data stays as it was.
 */
export async function seedDemoInterviewLives(
  db: Database,
  options: { ids: number[]; journalist: number; expert: number; now: Date },
) {
  const { ids, journalist, expert, now } = options;
  const HOUR = 3_600_000;
  const rows = await db
    .select({
      id: s.interviews.id,
      status: s.interviews.status,
      date: s.interviews.date_interview,
      note: s.interviews.note,
    })
    .from(s.interviews)
    .where(inArray(s.interviews.id, ids))
    .orderBy(s.interviews.id);
  const history: (typeof s.interviewStatusChanges.$inferInsert)[] = [];
  const notes: (typeof s.interviewNotes.$inferInsert)[] = [];
  for (const [i, row] of rows.entries()) {
    // The eighth is approved but already past: the one either side may now mark done.
    const date = i === 7 ? new Date(now.getTime() - 26 * HOUR) : new Date(row.date);
    const requested = new Date(Math.min(date.getTime(), now.getTime()) - (5 * 24 + i) * HOUR);
    const answered = new Date(requested.getTime() + (2 + (i % 5)) * HOUR);
    const at = (d: Date, status: number, changed_by: number) => ({
      interview_id: row.id,
      status,
      changed_by,
      kind: 'status' as const,
      date_interview: date.toISOString(),
      created_at: d.toISOString(),
    });
    history.push(at(requested, 0, journalist));
    if (row.status === 1 || row.status === 4) history.push(at(answered, 1, expert));
    if (row.status === 2) history.push(at(answered, 2, expert));
    if (row.status === 3) history.push(at(answered, 3, journalist));
    if (row.status === 4) history.push(at(new Date(date.getTime() + HOUR), 4, journalist));
    if (row.note)
      notes.push({ interview_id: row.id, user_id: journalist, body: row.note, created_at: date.toISOString() });
    await db
      .update(s.interviews)
      .set({
        date_interview: date.toISOString(),
        time_zone: 'Asia/Singapore',
        expert_time_zone: row.status === 1 || row.status === 4 ? 'Asia/Kolkata' : null,
        sequence: row.status === 1 || row.status === 4 ? 1 : 0,
        published_link:
          i === 5 ? 'https://news.example.com/straits-business-daily/health-costs-what-clinics-expect' : null,
        created_at: requested.toISOString(),
        updated_at: (history.at(-1)?.created_at as string) ?? requested.toISOString(),
      })
      .where(inArray(s.interviews.id, [row.id]));
  }
  await insertMany(db, s.interviewStatusChanges, history);
  await insertMany(db, s.interviewNotes, notes);
}
