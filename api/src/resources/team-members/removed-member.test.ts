import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { ROLE, STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { MIGRATIONS_DIR } from '../../db/database';
import { accountsService } from '../accounts/accounts.service';
import {
  emailTemplates,
  guestSearchFilters,
  guests,
  sentMails,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema';

// Review H1: invite → accept → remove left the member an active expert account nobody paid for.
let t: TestApp;
let owner: Record<string, string>;
let journalist: Record<string, string>;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  owner = await signIn(t.app, 'expert@example.com');
  journalist = await signIn(t.app, 'journalist@example.com');
});
after(() => t.app.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

const PASSWORD = 'Vx7!free-rider-2026x';
const MUST_PAY_MESSAGE = ACCESS_MESSAGES[STATUS.MUST_PAY];

/** Invites `email` to expert@'s team, accepts with a new password, and answers the member row's id. */
async function joinTeam(email: string) {
  const invited = await call('POST', '/team-members/invite', { first_name: 'Free', last_name: 'Rider', email });
  expect(invited.statusCode).toBe(201);
  const [mail] = await t.app.db
    .select({ text: sentMails.text })
    .from(sentMails)
    .where(eq(sentMails.to, email))
    .orderBy(desc(sentMails.id))
    .limit(1);
  const token = /\/team\/accept\/([\w-]+)/.exec(mail!.text)![1]!;
  const accepted = await call(
    'POST',
    `/team-invitations/${token}/accept`,
    { password: PASSWORD, password_confirmation: PASSWORD },
    {},
  );
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().user).toMatchObject({ role: ROLE.EXPERT, status: STATUS.SIMPLE_USER });
  return { rowId: invited.json().data.id as number, userId: accepted.json().user.id as number };
}

/** A published guest of `userId`'s own account, written as one made before the fix would be. */
async function publishedGuestOf(userId: number, last_name: string) {
  const [guest] = await t.app.db
    .insert(guests)
    .values({
      user_id: userId,
      first_name: 'Quillon',
      last_name,
      gender: 'Male',
      title: 'Freeloading analyst',
      company_name: 'Nobody Paid Ltd',
      linkedin: 'https://www.linkedin.com/in/quillon-free',
      description: 'A guest of an account nobody paid for. '.repeat(4),
    })
    .returning({ id: guests.id });
  return guest!.id;
}

async function listed(guestId: number) {
  const [row] = await t.app.db
    .select({ visible: guestSearchFilters.visible })
    .from(guestSearchFilters)
    .where(eq(guestSearchFilters.guest_id, guestId));
  return row?.visible ?? false;
}

describe('a removed team member is not a paid expert account', () => {
  it('signs in as must-pay and cannot list guests, take requests, publish news or invite', async () => {
    const email = 'freerider-removed@example.net';
    const { rowId, userId } = await joinTeam(email);
    expect((await call('DELETE', `/team-members/${rowId}`)).statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // The expert registration's pay step (spec section 4: must pay lands on step 3).
    expect(login.json().user).toMatchObject({ role: ROLE.EXPERT, status: STATUS.MUST_PAY });
    const exMember = await signIn(t.app, email, PASSWORD);

    const refused = [
      await call('POST', '/guests/create', { first_name: 'Quillon' }, exMember),
      await call('POST', '/news/create', { title: 'Free news' }, exMember),
      await call(
        'POST',
        '/team-members/invite',
        { first_name: 'Next', last_name: 'Rider', email: 'next@example.net' },
        exMember,
      ),
      await call('GET', '/guests', undefined, exMember),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(refused.map(() => [403, MUST_PAY_MESSAGE]));

    // A guest of that account (say one made before this fix) is neither listed nor requested.
    const guestId = await publishedGuestOf(userId, 'Removedmember');
    expect(await listed(guestId)).toBe(false);
    const search = await call('POST', '/search-guest', { search: 'Quillon Removedmember' }, journalist);
    expect(search.statusCode).toBe(200);
    expect(search.json().meta.total).toBe(0);
    const [template] = await t.app.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .innerJoin(users, eq(users.id, emailTemplates.user_id))
      .where(and(eq(users.email, 'journalist@example.com'), eq(emailTemplates.is_default, true)));
    const request = await call(
      'POST',
      '/interview/create',
      {
        guest_id: guestId,
        email_template_id: template!.id,
        date_interview: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
      journalist,
    );
    expect(request.statusCode).toBe(422);
    expect(request.json().errors).toEqual({
      guest_id: ['This guest is not available for interviews at the moment.'],
    });
    // Nobody but the account reads it by id.
    expect((await call('GET', `/guests/${guestId}`, undefined, journalist)).statusCode).toBe(404);
  });

  it('keeps an account of their own active when they pay for it themselves', async () => {
    const email = 'paying-member@example.net';
    const { rowId, userId } = await joinTeam(email);
    const [plan] = await t.app.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
    await t.app.db.insert(subscriptions).values({
      user_id: userId,
      plan_id: plan!.id,
      status: 'active',
      provider: 'paypal',
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect((await call('DELETE', `/team-members/${rowId}`)).statusCode).toBe(200);
    const [row] = await t.app.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
    expect(row!.status).toBe(STATUS.SIMPLE_USER);
  });
});

describe('unlocking an expert', () => {
  it('gives back an active account only to one that pays: an unpaid expert must pay', async () => {
    const accounts = accountsService(t.app.db);
    const [mustPay] = await t.app.db.select().from(users).where(eq(users.email, 'mustpay@example.com'));
    await accounts.lock(mustPay!);
    const [locked] = await t.app.db.select().from(users).where(eq(users.id, mustPay!.id));
    expect((await accounts.unlock(locked!)).user.status).toBe(STATUS.MUST_PAY);
    const [paying] = await t.app.db.select().from(users).where(eq(users.email, 'expert@example.com'));
    await accounts.lock(paying!);
    const [lockedPaying] = await t.app.db.select().from(users).where(eq(users.id, paying!.id));
    expect((await accounts.unlock(lockedPaying!)).user.status).toBe(STATUS.SIMPLE_USER);
  });
});

describe('migration 0010 (ex-members already in the database)', () => {
  it('moves active experts with nothing paid and no team to must-pay; their guests leave the directory', async () => {
    // An ex-member as the old removal left them: SIMPLE_USER, no subscription, no team.
    const [exMember] = await t.app.db
      .insert(users)
      .values({
        role: ROLE.EXPERT,
        status: STATUS.SIMPLE_USER,
        email: 'old-ex-member@example.net',
        first_name: 'Old',
        last_name: 'Rider',
      })
      .returning({ id: users.id });
    const guestId = await publishedGuestOf(exMember!.id, 'Oldexmember');
    expect(await listed(guestId)).toBe(true);
    const activeExperts = async () =>
      (
        await t.app.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, ROLE.EXPERT), eq(users.status, STATUS.SIMPLE_USER)))
      )[0]!.n;
    const before = await activeExperts();

    await t.app.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, '0010_team_seats.sql'), 'utf8')));

    const [after] = await t.app.db.select({ status: users.status }).from(users).where(eq(users.id, exMember!.id));
    expect(after!.status).toBe(STATUS.MUST_PAY);
    expect(await listed(guestId)).toBe(false);
    // Only that one: paying experts, the legacy PayPal one and the team member stay active.
    expect(await activeExperts()).toBe(before - 1);
    const demo = await t.app.db
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(sql`${users.email} in ('expert@example.com', 'expert2@example.com', 'team@example.com')`);
    expect(demo.map((d) => d.status)).toEqual([STATUS.SIMPLE_USER, STATUS.SIMPLE_USER, STATUS.SIMPLE_USER]);
  });
});
