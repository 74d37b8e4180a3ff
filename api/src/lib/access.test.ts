import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { INTERVIEW_STATUS, STATUS, type Status } from 'mf-shared/roles';
import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { guests, interviews, users } from '../db/schema';
import { accountsService } from '../resources/accounts/accounts.service';
import { interviewUid } from './calendar';

let t: TestApp;
let ownerId: number;
let member: Record<string, string>;
let feedPath: string;
let interviewId: number;

/** What a team member reads, each with the guard of its feature (the header's countdown and unread count too). */
const READS = [
  '/events',
  '/news',
  '/interview',
  '/conversation',
  '/calendar/token',
  '/interview/upcoming',
  '/conversation/count-unread',
];

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function setOwner(values: Partial<typeof users.$inferInsert>) {
  await t.app.db.update(users).set(values).where(eq(users.id, ownerId));
}

/** Every read answers 403 with `message`, and acting (a new feed address) too. */
async function refusedWith(headers: Record<string, string>, message: string | undefined) {
  for (const url of READS) {
    const res = await get(url, headers);
    expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 403, message });
  }
  const reset = await t.app.inject({ method: 'POST', url: '/api/v1/calendar/token/reset', headers });
  expect(reset.statusCode).toBe(403);
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/v1/interview/add-note/${interviewId}`,
    headers,
    payload: { note: 'Acting for the account' },
  });
  expect({ status: note.statusCode, message: note.json().message }).toEqual({ status: 403, message });
}

async function allowed(headers: Record<string, string>) {
  for (const url of READS) expect({ url, status: (await get(url, headers)).statusCode }).toEqual({ url, status: 200 });
}

/** The interviews the member's calendar feed lists now. */
async function feedUids() {
  const res = await t.app.inject({ method: 'GET', url: feedPath });
  expect(res.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
}

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  // team@ is an accepted member of expert2@'s team.
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'expert2@example.com'));
  ownerId = owner!.id;
  const [journalist] = await t.app.db.select().from(users).where(eq(users.email, 'journalist@example.com'));
  const [guest] = await t.app.db.select().from(guests).where(eq(guests.user_id, ownerId)).limit(1);
  const [planned] = await t.app.db
    .insert(interviews)
    .values({
      journalist_id: journalist!.id,
      guest_id: guest!.id,
      expert_id: ownerId,
      status: INTERVIEW_STATUS.APPROVED,
      date_interview: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    })
    .returning({ id: interviews.id });
  interviewId = planned!.id;
  member = await signIn(t.app, 'team@example.com');
  feedPath = new URL((await get('/calendar/token', member)).json().data.url).pathname;
});
after(() => t.app.close());

describe("a team member acts only while the owner's account is active", () => {
  it('reads and acts for an active owner, and the feed lists the account’s interviews', async () => {
    await allowed(member);
    expect(await feedUids()).toContain(interviewUid(interviewId));
  });

  it('is refused with the owner’s message once the owner is locked; the feed lists nothing', async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.id, ownerId));
    await accountsService(t.app.db).lock(owner!);
    await refusedWith(member, ACCESS_MESSAGES[STATUS.LOCKED_BY_ADMIN]);
    expect(await feedUids()).toEqual([]);

    await accountsService(t.app.db).unlock((await t.app.db.select().from(users).where(eq(users.id, ownerId)))[0]!);
    await allowed(member);
    expect(await feedUids()).toContain(interviewUid(interviewId));
  });

  for (const [status, name] of [
    [STATUS.MUST_PAY, 'MUST_PAY'],
    [STATUS.PAYMENT_IN_PROCESS, 'PAYMENT_IN_PROCESS'],
  ] as [Status, string][])
    it(`is refused with the message the owner gets when the owner falls to ${name}`, async () => {
      await setOwner({ status });
      try {
        const owner = await signIn(t.app, 'expert2@example.com');
        const message = ACCESS_MESSAGES[status];
        // The owner's own answer, and the member's: the same.
        expect((await get('/events', owner)).json().message).toBe(message);
        await refusedWith(owner, message);
        await refusedWith(member, message);
        expect(await feedUids()).toEqual([]);
      } finally {
        await setOwner({ status: STATUS.SIMPLE_USER });
      }
      await allowed(member);
    });

  it('is refused while the owner’s account is being deleted', async () => {
    await setOwner({ date_deleting: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    try {
      await refusedWith(member, ACCESS_MESSAGES[STATUS.WILL_BE_DELETED]);
      expect(await feedUids()).toEqual([]);
    } finally {
      await setOwner({ date_deleting: null });
    }
    await allowed(member);
  });

  it('answers with the member’s own status first, when that is not active either', async () => {
    await t.app.db.update(users).set({ status: STATUS.MUST_PAY }).where(eq(users.email, 'team@example.com'));
    await setOwner({ status: STATUS.LOCKED_BY_ADMIN });
    try {
      expect((await get('/events', member)).json().message).toBe(ACCESS_MESSAGES[STATUS.MUST_PAY]);
    } finally {
      await setOwner({ status: STATUS.SIMPLE_USER });
      await t.app.db.update(users).set({ status: STATUS.SIMPLE_USER }).where(eq(users.email, 'team@example.com'));
    }
  });
});
