import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { outboxMessages } from '../db/schema';
import type { Mail } from '../plugins/mailer';

/** What a transaction may leave for after its commit. */
export type OutboxMessage =
  | { kind: 'mail'; payload: Mail }
  | { kind: 'broadcast'; payload: { channel: string; event: string; data: object } }
  | { kind: 'close-sockets'; payload: { userId: number } };

/**
 * Writes side effects in the caller's transaction (the outbox): they exist exactly when what decided
 * them committed. Nothing is sent here; `deliverOutbox` sends them after the commit.
 */
export function outbox(tx: Executor) {
  const write = (message: OutboxMessage) =>
    tx
      .insert(outboxMessages)
      .values(message)
      .then(() => undefined);
  return {
    mail: (mail: Mail) => write({ kind: 'mail', payload: mail }),
    broadcast: (channel: string, event: string, data: object) =>
      write({ kind: 'broadcast', payload: { channel, event, data } }),
    /** The user's open realtime sockets close (their sessions changed: they must authorize again). */
    closeSockets: (userId: number) => write({ kind: 'close-sockets', payload: { userId } }),
  };
}

export interface OutboxDelivery {
  /** Sends one message; a throw is a failure, retried later. */
  send(message: OutboxMessage): Promise<void>;
  maxAttempts: number;
  /** Wait before the first retry; doubled each further retry, at most MAX_RETRY_MS. */
  retryMs: number;
  log: { error(details: object, message: string): void };
  now?: () => number;
}

/** A claimed message not marked sent (or failed) within this is taken as crashed and due again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;
const BATCH = 20;
/** Batches one run takes at most; the rest wait for the next kick or tick. */
const MAX_BATCHES = 50;

const iso = (ms: number) => new Date(ms).toISOString();

/** The wait after the `attempts`-th failure: retryMs, then twice as long each time, capped. */
export const retryDelayMs = (attempts: number, retryMs: number) =>
  Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/**
 * Claims due messages and sends them, oldest first; answers how many were sent. A claim is one
 * UPDATE over rows picked with FOR UPDATE SKIP LOCKED (PostgreSQL: instances and kicks never take
 * the same row; PGlite has one connection, where it is simply a lock) that moves each a lease ahead,
 * so a process killed mid-delivery leaves the row to be taken again once the lease passes. A message
 * is marked sent after it was sent: a kill in between sends it again (at least once), never zero times.
 */
export async function deliverOutbox(db: Database, delivery: OutboxDelivery): Promise<number> {
  const now = delivery.now ?? Date.now;
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      // Due by the database's clock (a row's default is its `now()`, in microseconds), unless a test
      // gives the time: the process's milliseconds could call a row written this instant not yet due.
      .where(
        and(
          isNull(outboxMessages.sent_at),
          lte(outboxMessages.next_attempt_at, delivery.now ? iso(delivery.now()) : sql`now()`),
        ),
      )
      .orderBy(asc(outboxMessages.next_attempt_at), asc(outboxMessages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outboxMessages)
      .set({ next_attempt_at: iso(now() + CLAIM_LEASE_MS), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(inArray(outboxMessages.id, due))
      .returning();
    if (!claimed.length) break;
    claimed.sort((a, b) => a.id - b.id);
    for (const row of claimed) {
      try {
        await delivery.send({ kind: row.kind, payload: row.payload } as OutboxMessage);
        await db
          .update(outboxMessages)
          .set({ sent_at: iso(now()), next_attempt_at: null, last_error: null })
          .where(eq(outboxMessages.id, row.id));
        sent += 1;
      } catch (error) {
        const givenUp = row.attempts >= delivery.maxAttempts;
        delivery.log.error(
          { err: error, outbox: row.id, kind: row.kind, attempts: row.attempts, givenUp },
          'outbox delivery failed',
        );
        await db
          .update(outboxMessages)
          .set({
            next_attempt_at: givenUp ? null : iso(now() + retryDelayMs(row.attempts, delivery.retryMs)),
            last_error: String((error as Error)?.message ?? error).slice(0, 2000),
          })
          .where(eq(outboxMessages.id, row.id));
      }
    }
    if (claimed.length < BATCH) break;
  }
  return sent;
}

/** How long a sent message stays (its mail may hold a receipt): then it is deleted. */
export const SENT_KEPT_MS = 7 * 86_400_000;

/** Deletes messages sent more than SENT_KEPT_MS ago; given-up ones stay, with their error, for a look. */
export async function pruneOutbox(db: Database, nowMs = Date.now()): Promise<number> {
  const deleted = await db
    .delete(outboxMessages)
    .where(lt(outboxMessages.sent_at, iso(nowMs - SENT_KEPT_MS)))
    .returning({ id: outboxMessages.id });
  return deleted.length;
}
