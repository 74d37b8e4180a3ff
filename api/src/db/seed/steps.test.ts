// The seed's steps one at a time, on a database with only the reference data (seed.test.ts covers the whole story).
import { after, before, describe, it } from 'node:test';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { withGst } from 'mf-shared/billing';
import { expect } from '../../../test/expect';
import { openTestDatabase } from '../../../test/databases';
import * as s from '../schema';
import { seedContext } from './context';
import { PLANS } from '../reference/plans';
import { insertMany } from './insertMany';
import { expertCountFor } from './steps/accounts';
import { guestOwners } from './steps/guests';
import { seedPayments } from './steps/payments';
import { deriveAnswerTimes } from './steps/questions';
import { COMMON_LANGUAGE_CODES, readReferenceData } from './steps/referenceData';

const demo = { expert: 2, mustpay: 5, paying: 6 } as Parameters<typeof guestOwners>[0]['demo'];

describe('who owns the guests', () => {
  it('gives the demo expert six, the paying experts one each, then four per expert, cut at the number asked', () => {
    const owners = guestOwners({ demo, expertIds: [100, 101] });
    expect(owners).toEqual([2, 2, 2, 2, 2, 2, 5, 6, 100, 100, 100, 100, 101, 101, 101, 101]);
    expect(guestOwners({ demo, expertIds: [100, 101] }, 10)).toEqual(owners.slice(0, 10));
  });

  it('has enough experts for the guests asked for, and never fewer than 700 a scale', () => {
    expect(expertCountFor(1)).toBe(700);
    expect(expertCountFor(3)).toBe(2100);
    expect(expertCountFor(1, 100_000)).toBe(24_998);
    // The demo accounts' eight plus four per expert cover every guest asked for.
    expect(8 + 4 * expertCountFor(1, 100_001)).toBeGreaterThanOrEqual(100_001);
  });
});

describe('seed steps on the reference data', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => (handle = await openTestDatabase('reference')));
  after(() => handle.close());

  const users = (n: number) =>
    insertMany(
      handle.db,
      s.users,
      Array.from({ length: n }, (_, i) => ({
        role: i === 0 ? 1 : 0,
        email: `step${i}-${Math.random()}@example.org`,
        first_name: 'Step',
        last_name: `Person ${i}`,
      })),
    );

  it('reads the lookups and draws 60 distinct countries and the widely spoken languages', async () => {
    const ref = await readReferenceData(seedContext(handle.db));
    expect(ref.expertises.length).toBeGreaterThan(0);
    expect(new Set(ref.topCountries.map((c) => c.id)).size).toBe(60);
    const codes = ref.commonLanguages.map((l) => l.code);
    expect(codes).toContain('en');
    expect(codes.every((c) => COMMON_LANGUAGE_CODES.includes(c))).toBe(true);
    // The same seed draws the same countries: the rest of the demo data depends on it.
    const again = await readReferenceData(seedContext(handle.db));
    expect(again.topCountries).toEqual(ref.topCountries);
  });

  it('charges each payer the plan drawn for them with its GST, with numbered receipts', async () => {
    const payers = (await users(3)).slice(1);
    const planIds = await seedPayments(seedContext(handle.db), payers);
    expect(planIds).toHaveLength(PLANS.length);
    const subs = await handle.db
      .select({ id: s.subscriptions.id, user: s.subscriptions.user_id, plan: s.subscriptions.plan_id })
      .from(s.subscriptions)
      .where(inArray(s.subscriptions.user_id, payers))
      .orderBy(asc(s.subscriptions.id));
    const paid = await handle.db
      .select({
        sub: s.payments.subscription_id,
        user: s.payments.user_id,
        plan: s.payments.plan_id,
        amount: s.payments.amount_cents,
        gst: s.payments.gst_cents,
        receipt: s.payments.receipt_number,
      })
      .from(s.payments)
      .where(inArray(s.payments.user_id, payers))
      .orderBy(asc(s.payments.id));
    expect(subs.map((x) => x.user)).toEqual(payers);
    expect(paid).toEqual(
      subs.map((sub, i) => {
        const price = withGst(PLANS[planIds.indexOf(sub.plan)].price_cents);
        return {
          sub: sub.id,
          user: sub.user,
          plan: sub.plan,
          amount: price.total_cents,
          gst: price.gst_cents,
          receipt: `PP-DEMO-00000${i + 1}`,
        };
      }),
    );
  });

  it('dates each thread from its first message and its answer from the expert’s first reply, and keeps the median', async () => {
    const [journalist, expert] = await users(2);
    const [guest] = await insertMany(handle.db, s.guests, [
      {
        user_id: expert,
        first_name: 'G',
        last_name: 'Uest',
        gender: s.GENDERS[0],
        title: 'T',
        company_name: 'C',
        linkedin: 'https://www.linkedin.com/in/g',
        description: 'D',
      },
    ]);
    const t0 = Date.parse('2030-01-01T10:00:00Z');
    const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
    const chats = await insertMany(
      handle.db,
      s.chats,
      [0, 1, 2].map(() => ({ journalist_id: journalist, expert_id: expert, guest_id: guest, subject: 'S' })),
    );
    const message = (chat_id: number, fromExpert: boolean, minutes: number) => ({
      chat_id,
      sender_id: fromExpert ? expert : journalist,
      recipient_id: fromExpert ? journalist : expert,
      type: 1,
      body: 'b',
      created_at: at(minutes),
    });
    // Answers after 30 and 90 minutes (a follow-up question in between does not count); the third unanswered.
    await insertMany(handle.db, s.messages, [
      message(chats[0], false, 0),
      message(chats[0], false, 10),
      message(chats[0], true, 30),
      message(chats[1], false, 100),
      message(chats[1], true, 190),
      message(chats[2], false, 200),
    ]);
    await deriveAnswerTimes({ db: handle.db });
    const rows = await handle.db
      .select({ created: s.chats.created_at, answered: s.chats.first_answered_at })
      .from(s.chats)
      .where(inArray(s.chats.id, chats))
      .orderBy(asc(s.chats.id));
    const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
    expect(rows.map((r) => [iso(r.created), iso(r.answered)])).toEqual([
      [at(0), at(30)],
      [at(100), at(190)],
      [at(200), null],
    ]);
    const [stats] = await handle.db
      .select({ median: s.users.answer_median_minutes, n: s.users.answer_count })
      .from(s.users)
      .where(eq(s.users.id, expert));
    expect(stats).toEqual({ median: 60, n: 2 });
    const [{ n }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.users)
      .where(sql`${s.users.answer_count} > 0`);
    expect(n).toBe(1); // no one else touched
  });
});
