import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';
import { accessTokens } from '../db/schema';
import { LAST_USED_RESOLUTION_MS, needsLastUsedUpdate, newToken } from '../lib/tokens';

// A limit other than the default, so the tests prove the setting is read.
const IDLE_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
before(async () => (t = await buildTestApp({ fixture: 'demo', settings: { TOKEN_IDLE_DAYS: String(IDLE_DAYS) } })));
after(() => t.app.close());

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A token of the demo journalist (user 1), created and last used when the test says. */
async function tokenUsed(times: { created_at?: string; last_used_at?: string | null }) {
  const { token, hash } = newToken();
  const [row] = await t.database.db
    .insert(accessTokens)
    .values({ user_id: 1, token_hash: hash, ...times })
    .returning({ id: accessTokens.id });
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });

const lastUsedAt = async (id: number) =>
  (
    await t.database.db
      .select({ last_used_at: accessTokens.last_used_at })
      .from(accessTokens)
      .where(eq(accessTokens.id, id))
  )[0].last_used_at;

describe('tokens expire after TOKEN_IDLE_DAYS without use', () => {
  it('accepts a token last used within the limit', async () => {
    const { headers } = await tokenUsed({ created_at: ago(60 * DAY_MS), last_used_at: ago((IDLE_DAYS - 1) * DAY_MS) });
    expect((await profile(headers)).statusCode).toBe(200);
  });

  it('refuses a token last used longer ago, like an unknown one', async () => {
    const { headers } = await tokenUsed({ created_at: ago(60 * DAY_MS), last_used_at: ago((IDLE_DAYS + 1) * DAY_MS) });
    const res = await profile(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('counts a token never used from its creation', async () => {
    const fresh = await tokenUsed({ created_at: ago(DAY_MS), last_used_at: null });
    expect((await profile(fresh.headers)).statusCode).toBe(200);
    const stale = await tokenUsed({ created_at: ago((IDLE_DAYS + 1) * DAY_MS), last_used_at: null });
    expect((await profile(stale.headers)).statusCode).toBe(401);
  });

  it('keeps a token in use alive: each use moves last_used_at', async () => {
    const { id, headers } = await tokenUsed({
      created_at: ago(60 * DAY_MS),
      last_used_at: ago((IDLE_DAYS - 1) * DAY_MS),
    });
    expect((await profile(headers)).statusCode).toBe(200);
    expect(Date.now() - Date.parse((await lastUsedAt(id))!)).toBeLessThan(60_000);
  });
});

describe('last_used_at is written at most once every few minutes', () => {
  it('does not write it again within the resolution', async () => {
    const recent = ago(60_000);
    const { id, headers } = await tokenUsed({ last_used_at: recent });
    expect((await profile(headers)).statusCode).toBe(200);
    expect(Date.parse((await lastUsedAt(id))!)).toBe(Date.parse(recent));
  });

  it('writes it once the resolution has passed', async () => {
    const older = ago(LAST_USED_RESOLUTION_MS + 60_000);
    const { id, headers } = await tokenUsed({ last_used_at: older });
    expect((await profile(headers)).statusCode).toBe(200);
    expect(Date.parse((await lastUsedAt(id))!)).toBeGreaterThan(Date.parse(older));
  });

  it('decides from the stored value alone', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(needsLastUsedUpdate(null, now)).toBe(true);
    expect(needsLastUsedUpdate('2026-03-01T11:58:00Z', now)).toBe(false);
    expect(needsLastUsedUpdate('2026-03-01T11:50:00Z', now)).toBe(true);
  });
});
