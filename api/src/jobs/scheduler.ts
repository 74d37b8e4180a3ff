import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { scheduledJobs } from '../db/schema';

export interface Job {
  name: string;
  /** Time between two runs, from the end of one to the start of the next. */
  everyMs: number;
  run: () => Promise<unknown>;
}

/** Told after each run: the job, how long it took, and whether it failed. */
export type RunListener = (job: string, seconds: number, failed: boolean) => void;

/** A run longer than this is taken as crashed: another instance may claim the job again. */
const LEASE_MS = 15 * 60_000;

/**
 * Recurring jobs with a database lock: an instance runs a job only after claiming its row in one
 * UPDATE (due, and not leased by a live run), so however many API instances share the database,
 * exactly one runs each turn; a crashed run frees the job once its lease passes.
 */
export function scheduler(db: Database, log: { error: (obj: object, msg: string) => void }) {
  const jobs = new Map<string, Job>();
  const listeners: RunListener[] = [];

  /** Claims the job's turn; false when it is not due or another instance holds it. */
  async function claim(name: string, now: Date): Promise<boolean> {
    await db.insert(scheduledJobs).values({ name, next_run_at: now.toISOString() }).onConflictDoNothing();
    const claimed = await db
      .update(scheduledJobs)
      .set({
        locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        last_started_at: now.toISOString(),
      })
      .where(
        and(
          eq(scheduledJobs.name, name),
          lte(scheduledJobs.next_run_at, now.toISOString()),
          or(isNull(scheduledJobs.locked_until), lte(scheduledJobs.locked_until, now.toISOString())),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length === 1;
  }

  async function release(job: Job, error: unknown) {
    await db
      .update(scheduledJobs)
      .set({
        locked_until: null,
        last_finished_at: sql`now()`,
        next_run_at: sql`now() + ${`${job.everyMs} milliseconds`}::interval`,
        last_error: error ? String((error as Error).message ?? error).slice(0, 2000) : null,
      })
      .where(eq(scheduledJobs.name, job.name));
  }

  return {
    add(job: Job) {
      jobs.set(job.name, job);
    },

    /** Called after every run this instance makes (the metrics count them). */
    onRun(listener: RunListener) {
      listeners.push(listener);
    },

    /** Runs every job that is due and that this instance claims; answers the names it ran. */
    async runDue(now = new Date()): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs.values()) {
        try {
          if (!(await claim(job.name, now))) continue;
        } catch (error) {
          log.error({ err: error, job: job.name }, 'job claim failed');
          continue;
        }
        let failure: unknown = null;
        const started = performance.now();
        try {
          await job.run();
        } catch (error) {
          failure = error;
          log.error({ err: error, job: job.name }, 'job failed');
        }
        const seconds = (performance.now() - started) / 1000;
        for (const listener of listeners) listener(job.name, seconds, failure !== null);
        await release(job, failure).catch((error) => log.error({ err: error, job: job.name }, 'job release failed'));
        ran.push(job.name);
      }
      return ran;
    },
  };
}

export type Scheduler = ReturnType<typeof scheduler>;
