// What the interview tests share: the demo people and interviews made in any status and date.
import { and, eq, inArray } from 'drizzle-orm';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, interviews, users } from '../../db/schema';

export const DAY_MS = 86_400_000;

export interface People {
  journalist: { id: number; headers: Record<string, string> };
  /** An expert account (expert2@) and the member of its team (team@), who acts for it. */
  owner: { id: number; headers: Record<string, string> };
  team: { id: number; headers: Record<string, string> };
  /** Someone on each side with no part in the owner's interviews. */
  otherExpert: { id: number; headers: Record<string, string> };
  otherJournalist: { id: number; headers: Record<string, string> };
  /** The owner's published guests. */
  guestIds: number[];
}

async function idOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A test file's app on the demo data, with its people signed in: `({ t, p } = await demoAppWithPeople())`. */
export async function demoAppWithPeople(): Promise<{ t: TestApp; p: People }> {
  const t = await buildTestApp({ fixture: 'demo' });
  return { t, p: await people(t) };
}

/** Signs the demo people in; a second journalist is made with the demo journalist's password. */
export async function people(t: TestApp): Promise<People> {
  const db = t.database.db;
  const [model] = await db.select().from(users).where(eq(users.email, 'journalist@example.com'));
  const { id: _id, email: _email, ...rest } = model!;
  await db
    .insert(users)
    .values({ ...rest, email: 'other.journalist@example.com', first_name: 'Olive', last_name: 'Other' })
    .onConflictDoNothing();
  const who = async (email: string) => ({ id: await idOf(t, email), headers: await signIn(t.app, email) });
  const owner = await who('expert2@example.com');
  const ownGuests = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.user_id, owner.id), eq(guests.is_draft, false), eq(guests.is_private, false)))
    .orderBy(guests.id);
  const [journalist, team, otherExpert, otherJournalist] = await Promise.all([
    who('journalist@example.com'),
    who('team@example.com'),
    who('expert@example.com'),
    who('other.journalist@example.com'),
  ]);
  return { journalist, owner, team, otherExpert, otherJournalist, guestIds: ownGuests.map((g) => g.id) };
}

/** An interview of the journalist with one of the owner's guests, made directly in a status and at a date. */
export async function makeInterview(
  t: TestApp,
  p: People,
  change: { status?: number; date?: Date; time_zone?: string | null; guestIndex?: number } = {},
) {
  const [row] = await t.database.db
    .insert(interviews)
    .values({
      journalist_id: p.journalist.id,
      guest_id: p.guestIds[change.guestIndex ?? 0]!,
      expert_id: p.owner.id,
      invitation_subject: 'Interview request',
      invitation_body: '<p>Hello, may we talk?</p>',
      date_interview: (change.date ?? new Date(Date.now() + 3 * DAY_MS)).toISOString(),
      status: change.status ?? 0,
      time_zone: change.time_zone === undefined ? 'Europe/Paris' : change.time_zone,
    })
    .returning({ id: interviews.id });
  return row!.id;
}

export function removeInterviews(t: TestApp, ids: number[]) {
  return t.database.db.delete(interviews).where(inArray(interviews.id, ids));
}
