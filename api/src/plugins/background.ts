import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export interface BackgroundTasks {
  /** Runs `task` after the answer has gone out; a failure is logged, never thrown at the caller. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (tests, and closing the server). */
  settled(): Promise<void>;
}

/** Work a request starts but need not wait for (mail, for example), finished before the server closes. */
export default fp(
  async function background(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    const tasks: BackgroundTasks = {
      run(name, task) {
        // setImmediate: the task starts once the answer has gone out, never ahead of it (PGlite
        // runs queries on this thread, so a task started at once would delay the answer).
        const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => running.delete(done));
        running.add(done);
      },
      async settled() {
        while (running.size) await Promise.all(running);
      },
    };
    app.decorate('background', tasks);
    // preClose runs before any onClose hook, so tasks finish while the database is still open.
    app.addHook('preClose', () => tasks.settled());
  },
  { name: 'background' },
);
