import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer token: 256 random bits, shown once; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one `storedHash` was made from, compared in constant time; false when either is missing. */
export function matchesTokenHash(token: string | undefined | null, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** How often a token's last_used_at is written: enough to measure idleness in days, cheap per request. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/** The moment (ISO) before which a token last used is idle too long. */
export function idleCutoff(nowMs: number, idleDays: number): string {
  return new Date(nowMs - idleDays * 24 * 60 * 60_000).toISOString();
}

/** Whether last_used_at is missing or older than the resolution, so it should be written now. */
export function needsLastUsedUpdate(lastUsedAt: string | null, nowMs: number): boolean {
  return lastUsedAt === null || nowMs - Date.parse(lastUsedAt) >= LAST_USED_RESOLUTION_MS;
}
