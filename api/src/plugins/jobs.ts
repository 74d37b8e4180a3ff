import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduler, type Scheduler } from '../jobs/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Scheduler;
  }
}

/**
 * The job runner: routes add their jobs (`app.jobs.add`); each instance looks for due ones every
 * JOBS_TICK_S seconds once the server is ready, and the database lock lets one instance run each.
 */
export default fp(
  async function jobs(app: FastifyInstance, { tickSeconds }: { tickSeconds: number }) {
    const runner = scheduler(app.db, app.log);
    app.decorate('jobs', runner);
    if (tickSeconds <= 0) return;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = runner
        .runDue()
        .catch((error) => app.log.error({ err: error }, 'job tick failed'))
        .finally(() => (running = null));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, tickSeconds * 1000).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs' },
);
