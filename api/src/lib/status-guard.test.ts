import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { events, guests, users } from '../db/schema';

// The one status rule (review L2, I8, I2, I5): routes that skipped it, and guests of inactive experts.
let t: TestApp;
const tokens: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};

const ACCOUNTS = {
  journalist: 'journalist@example.com',
  expert: 'expert@example.com',
  waiting: 'waiting@example.com',
  mustpay: 'mustpay@example.com',
  paying: 'paying@example.com',
  deleting: 'deleting@example.com',
  mustaddguest: 'mustaddguest@example.com',
};
const INACTIVE = [
  ['waiting', STATUS.WAIT_FOR_APPROVING],
  ['mustpay', STATUS.MUST_PAY],
  ['paying', STATUS.PAYMENT_IN_PROCESS],
  ['deleting', STATUS.WILL_BE_DELETED],
  ['mustaddguest', STATUS.MUST_ADD_GUEST],
] as const;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: url.startsWith('/broadcasting') ? url : `/api/v1${url}`, headers, payload });
/** What the guard says to a status: section 4's message, or (for one the spec gives none) 'Forbidden'. */
const messageFor = (status: number) => ACCESS_MESSAGES[status as keyof typeof ACCESS_MESSAGES] ?? 'Forbidden';

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  for (const [name, email] of Object.entries(ACCOUNTS)) {
    tokens[name] = await signIn(t.app, email);
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[name] = row!.id;
  }
});
after(() => t.app.close());

async function setStatus(name: string, status: number) {
  await t.app.db.update(users).set({ status }).where(eq(users.id, ids[name]!));
}

describe('the status guard on every route', () => {
  for (const url of ['/interview/upcoming', '/conversation/count-unread'])
    it(`GET ${url}: 403 with the section-4 message to every inactive user, 200 to active ones`, async () => {
      for (const [name, status] of INACTIVE) {
        const res = await call('GET', url, tokens[name]!);
        expect({ name, status: res.statusCode, message: res.json().message }).toEqual({
          name,
          status: 403,
          message: messageFor(status),
        });
      }
      expect((await call('GET', url, tokens.journalist!)).statusCode).toBe(200);
      expect((await call('GET', url, tokens.expert!)).statusCode).toBe(200);
    });

  it('GET /events/{id}/questions: the owner is refused once its account must pay', async () => {
    const [event] = await t.app.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.user_id, ids.expert!))
      .orderBy(asc(events.id))
      .limit(1);
    const url = `/events/${event!.id}/questions`;
    expect((await call('GET', url, tokens.expert!)).statusCode).toBe(200);
    await setStatus('expert', STATUS.MUST_PAY);
    try {
      const res = await call('GET', url, tokens.expert!);
      expect([res.statusCode, res.json().message]).toEqual([403, ACCESS_MESSAGES[STATUS.MUST_PAY]]);
    } finally {
      await setStatus('expert', STATUS.SIMPLE_USER);
    }
    expect((await call('GET', url, tokens.waiting!)).statusCode).toBe(403);
  });

  it('POST /broadcasting/auth: an inactive user hears only their account channel, never notifications', async () => {
    const auth = (name: string, channel: string) =>
      call('POST', '/broadcasting/auth', tokens[name]!, {
        socket_id: '123.456',
        channel_name: `${channel}${ids[name]}`,
      });
    for (const [name] of INACTIVE) {
      expect({ name, status: (await auth(name, 'private-account.')).statusCode }).toEqual({ name, status: 200 });
      expect({ name, status: (await auth(name, 'private-user.')).statusCode }).toEqual({ name, status: 403 });
    }
    // Someone else's account channel is nobody's business.
    const other = await call('POST', '/broadcasting/auth', tokens.waiting!, {
      socket_id: '123.456',
      channel_name: `private-account.${ids.journalist}`,
    });
    expect(other.statusCode).toBe(403);
  });

  it('POST /broadcasting/auth: an inactive user may not subscribe even to their own channel', async () => {
    const auth = (name: string) =>
      call('POST', '/broadcasting/auth', tokens[name]!, {
        socket_id: '123.456',
        channel_name: `private-newNotification-${ids[name]}`,
      });
    expect((await auth('journalist')).statusCode).toBe(200);
    for (const [name, status] of INACTIVE) {
      const res = await auth(name);
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({
        name,
        status: 403,
        message: messageFor(status),
      });
    }
  });
});

describe('guests of an inactive expert account', () => {
  it('answer 404 to everyone but their own account', async () => {
    for (const owner of ['mustpay', 'paying'] as const) {
      const [guest] = await t.app.db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.user_id, ids[owner]!), eq(guests.is_draft, false)))
        .limit(1);
      expect(guest).toBeTruthy();
      for (const viewer of ['waiting', 'journalist', 'expert'])
        expect({
          owner,
          viewer,
          status: (await call('GET', `/guests/${guest!.id}`, tokens[viewer]!)).statusCode,
        }).toEqual({ owner, viewer, status: 404 });
      expect((await call('GET', `/guests/${guest!.id}`, tokens[owner]!)).statusCode).toBe(200);
    }
  });
});

describe('a contact its expert hid or removed', () => {
  it('stays in the journalist’s contacts as no longer available, with none of its details', async () => {
    const [guest] = await t.app.db
      .select({ id: guests.id, last_name: guests.last_name })
      .from(guests)
      .where(and(eq(guests.user_id, ids.expert!), eq(guests.is_draft, false), eq(guests.is_hidden, false)))
      .orderBy(asc(guests.id))
      .limit(1);
    const saved = await call('POST', '/contacts', tokens.journalist!, { guest_id: guest!.id });
    expect(saved.statusCode).toBe(201);
    const row = async (search?: string) => {
      const list = await call('GET', `/contacts?per_page=100${search ? `&search=${search}` : ''}`, tokens.journalist!);
      expect(list.statusCode).toBe(200);
      return (list.json().data as { id: number }[]).find((c) => c.id === guest!.id);
    };
    expect(await row()).toMatchObject({ last_name: guest!.last_name, unavailable: false });

    const hidden = await call('POST', `/guests/${guest!.id}/visibility`, tokens.expert!, { is_hidden: true });
    expect(hidden.statusCode).toBe(200);
    try {
      expect(await row()).toEqual(
        expect.objectContaining({
          id: guest!.id,
          first_name: null,
          last_name: null,
          avatar: null,
          title: null,
          company_name: null,
          expertise: [],
          unavailable: true,
        }),
      );
      // Nor is it found by the name it no longer shows.
      expect(await row(encodeURIComponent(guest!.last_name))).toBeUndefined();
    } finally {
      await call('POST', `/guests/${guest!.id}/visibility`, tokens.expert!, { is_hidden: false });
    }
    expect(await row()).toMatchObject({ last_name: guest!.last_name, unavailable: false });
  });
});
