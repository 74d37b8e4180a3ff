import type { Database } from '../../db/database';
import { databaseErrorSummary } from '../../db/faults';
import { healthRepository } from './health.repository';

/** How long readiness waits for `select 1`: a load balancer asks often and must not pile up. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** Liveness (the process serves requests) and readiness (the database answers too). */
export function healthService(db: Database, { timeoutMs = READY_CHECK_TIMEOUT_MS } = {}) {
  const health = healthRepository(db);

  return {
    live: () => ({ status: 'ok', uptime: process.uptime() }),

    /** Null when the database answered within the time; else why not (never a statement's values). */
    async databaseProblem(): Promise<Record<string, string> | string | null> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([health.ping(), timeout]);
        return null;
      } catch (error) {
        return databaseErrorSummary(error) ?? (error as Error).message;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
