import { after, before, describe, it } from 'node:test';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { ACCOUNT_CAP_MESSAGES } from 'mf-shared/validation';
import { expect } from '../../../test/expect';
import { makePng } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { randomUUID } from 'node:crypto';
import { guestImportBatches, guests, users } from '../../db/schema';
import { guestWriter } from './guests.repository';
import { settleImports } from './guests.service';

// Review M1/M2: imports and uploads limited per account, guests and private contacts capped, and
// an import written in chunks so other requests answer meanwhile, all or nothing still.
const LIMITS = { IMPORTS_PER_HOUR: 4, UPLOADS_PER_HOUR: 2, GUESTS_PER_ACCOUNT_MAX: 10, PRIVATE_CONTACTS_MAX: 600 };

let t: TestApp;
let expert: Record<string, string>;
let expert2: Record<string, string>;
let journalist: Record<string, string>;

before(async () => {
  t = await buildTestApp({
    fixture: 'demo',
    settings: Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])),
  });
  [expert, expert2, journalist] = await Promise.all(
    ['expert@example.com', 'expert2@example.com', 'journalist@example.com'].map((email) => signIn(t.app, email)),
  );
});
after(() => t.app.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

const row = (i: number) => ({
  first_name: 'Ines',
  last_name: `Imported${i}`,
  gender: 'Female',
  title: 'Chief Economist',
  company_name: 'Banque du Nord',
  linkedin: `https://www.linkedin.com/in/ines-${i}`,
  country: [1, 2],
  expertise: [1, 2],
  available: [1],
  languages: [1],
  description:
    'Follows the European Central Bank and bond markets, and explains what rate decisions mean for households.',
  rating: 4,
});
const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => row(from + i));

/** The account's guest rows: live ones, and every row it has (removed and pending included). */
async function rowsOf(email: string, isPrivate: boolean) {
  const db = t.database.db;
  const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const mine = and(eq(guests.user_id, id), eq(guests.is_private, isPrivate));
  const [live] = await db
    .select({ n: count() })
    .from(guests)
    .where(and(mine, isNull(guests.deleted_at)));
  const [all] = await db.select({ n: count() }).from(guests).where(mine);
  const [pending] = await db.select({ n: count() }).from(guests).where(isNotNull(guests.import_batch));
  return { live: live.n, all: all.n, pending: pending.n };
}

describe('per-account caps on guests and private contacts', () => {
  it('refuses an import or a new guest past GUESTS_PER_ACCOUNT_MAX, leaving nothing behind', async () => {
    const before = await rowsOf('expert@example.com', false);
    const room = LIMITS.GUESTS_PER_ACCOUNT_MAX - before.live;
    expect(room).toBeGreaterThan(0);
    const tooMany = await call('POST', '/guests/import', expert, { rows: rows(room + 1) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(ACCOUNT_CAP_MESSAGES.GUESTS(LIMITS.GUESTS_PER_ACCOUNT_MAX));
    expect(await rowsOf('expert@example.com', false)).toEqual(before);

    const fits = await call('POST', '/guests/import', expert, { rows: rows(room) });
    expect([fits.statusCode, fits.json().data.imported]).toEqual([200, room]);
    const created = await call('POST', '/guests/create', expert, row(99));
    expect([created.statusCode, created.json().message]).toEqual([
      409,
      ACCOUNT_CAP_MESSAGES.GUESTS(LIMITS.GUESTS_PER_ACCOUNT_MAX),
    ]);
    expect(await rowsOf('expert@example.com', false)).toMatchObject({
      live: LIMITS.GUESTS_PER_ACCOUNT_MAX,
      pending: 0,
    });
  });

  it('lets one of two parallel imports past PRIVATE_CONTACTS_MAX fail whole, while others are answered', async () => {
    const before = await rowsOf('journalist@example.com', true);
    expect(before.live).toBe(0);
    // Two imports of 400 rows at once against a cap of 600: one gets in, the other leaves nothing.
    let importing = true;
    const answeredDuring: number[] = [];
    const imports = Promise.all([
      call('POST', '/contacts/import', journalist, { rows: rows(400) }),
      call('POST', '/contacts/import', journalist, { rows: rows(400, 1000) }),
    ]).finally(() => (importing = false));
    // Another user reads every 100 ms meanwhile: on PGlite the old one-transaction import held the
    // one connection throughout, and nothing answered until it ended.
    const reads = (async () => {
      while (importing) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const res = await call('GET', '/guests', expert2);
        expect(res.statusCode).toBe(200);
        if (importing) answeredDuring.push(res.statusCode);
      }
    })();
    const answers = await imports;
    await reads;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answeredDuring.length).toBeGreaterThanOrEqual(3);
    expect(await rowsOf('journalist@example.com', true)).toEqual({ live: 400, all: 400, pending: 0 });
    const listed = await call('GET', '/contacts?per_page=1', journalist);
    expect(listed.json().meta.total).toBe(400);

    // Up to the cap, then a new private contact is refused.
    expect((await call('POST', '/contacts/import', journalist, { rows: rows(201, 2000) })).statusCode).toBe(409);
    expect((await call('POST', '/contacts/import', journalist, { rows: rows(200, 2000) })).json().data.imported).toBe(
      200,
    );
    const created = await call('POST', '/contacts/private', journalist, row(9999));
    expect([created.statusCode, created.json().message]).toEqual([
      409,
      ACCOUNT_CAP_MESSAGES.PRIVATE_CONTACTS(LIMITS.PRIVATE_CONTACTS_MAX),
    ]);
    expect(await rowsOf('journalist@example.com', true)).toEqual({ live: 600, all: 600, pending: 0 });
  });
});

describe('per-account rates of imports and uploads', () => {
  it('answers the import past IMPORTS_PER_HOUR with 429 and Retry-After', async () => {
    for (let i = 0; i < LIMITS.IMPORTS_PER_HOUR; i++)
      expect((await call('POST', '/guests/import', expert2, { rows: rows(1, 100 + i) })).statusCode).toBe(200);
    const refused = await call('POST', '/guests/import', expert2, { rows: rows(1, 200) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().message).toMatch(/^Too many imports\. Please try again in \d+ minutes\.$/);
  });

  it('answers the upload past UPLOADS_PER_HOUR with 429 and Retry-After', async () => {
    const [guest] = (await call('GET', '/guests', expert)).json().data as { id: number }[];
    const upload = async () => {
      const form = new FormData();
      form.append('avatar', new Blob([await makePng()]), 'a.png');
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/guests/${guest.id}/add-avatar`,
        headers: expert,
        payload: form as never,
      });
    };
    for (let i = 0; i < LIMITS.UPLOADS_PER_HOUR; i++) expect((await upload()).statusCode).toBe(200);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe('an import a crash interrupted', () => {
  const writtenRows = async (email: string, n: number, from: number) => {
    const [{ id }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const batch = randomUUID();
    const writer = guestWriter(t.database.db);
    await writer.openImport(batch, id);
    const inputs = rows(n, from).map((r) => ({ ...r, headline: null }) as never);
    await writer.insert(id, inputs, { is_private: false, is_draft: false, import_batch: batch });
    return { id, batch, writer };
  };

  it('is finished by the sweep once committed, and counted against the cap meanwhile', async () => {
    const before = await rowsOf('expert2@example.com', false);
    const { id, batch, writer } = await writtenRows('expert2@example.com', 30, 5000);
    expect(await writer.liveCount(id, false)).toBe(before.live);
    // The process dies right after the commit: none of the rows is live yet, all are counted.
    await writer.commitImport(batch);
    expect(await rowsOf('expert2@example.com', false)).toMatchObject({ live: before.live, pending: 30 });
    expect(await writer.liveCount(id, false)).toBe(before.live + 30);

    expect(await settleImports(t.database.db)).toBe(1);
    expect(await rowsOf('expert2@example.com', false)).toMatchObject({ live: before.live + 30, pending: 0 });
    expect(await t.database.db.select().from(guestImportBatches)).toEqual([]);
  });

  it('is deleted by the sweep an hour after it started when it was never committed', async () => {
    const before = await rowsOf('expert2@example.com', false);
    await writtenRows('expert2@example.com', 30, 6000);
    expect(await settleImports(t.database.db)).toBe(0);
    expect(await rowsOf('expert2@example.com', false)).toMatchObject({ all: before.all + 30, pending: 30 });

    expect(await settleImports(t.database.db, new Date(Date.now() + 3_700_000))).toBe(1);
    expect(await rowsOf('expert2@example.com', false)).toEqual({ ...before, pending: 0 });
    expect(await t.database.db.select().from(guestImportBatches)).toEqual([]);
  });
});
