import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '../config/settings';
import { deliverOutbox, outbox, pruneOutbox, type OutboxMessage } from '../lib/outbox';
import type { Mail } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /**
       * Delivers what is due soon after the caller's transaction committed (in the background,
       * coalesced: a kick during a run makes one more run). Every write request kicks once answered.
       */
      kick(): void;
      /**
       * A mail decided outside a transaction (or after one): written to the outbox at once and sent
       * from there, so a failure or a crash after this point is retried, not lost. Mail a transaction
       * decides belongs in that transaction: `outbox(tx).mail`, then `kick`.
       */
      mail(mail: Mail): Promise<void>;
      /** One delivery run (as at `atMs`, tests: later retries); answers how many messages were sent. */
      deliver(atMs?: number): Promise<number>;
    };
  }
}

/** The job in the runner: retries and whatever a crash left, on one instance at a time. */
export const OUTBOX_JOB = 'outbox';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Delivers the outbox (`lib/outbox.ts`): mails through the mailer, pushes through the realtime
 * broadcaster, socket closings through the endpoint or the Pusher HTTP API.
 */
export default fp(
  async function outboxPlugin(app: FastifyInstance, { settings }: { settings: Settings }) {
    const send = async (message: OutboxMessage) => {
      if (message.kind === 'mail') return app.mailer.send(message.payload);
      if (message.kind === 'broadcast') {
        const { channel, event, data } = message.payload;
        return app.realtime.broadcast(channel, event, data);
      }
      return app.realtime.closeUserSockets(message.payload.userId);
    };
    // One delivery at a time in this process, whoever asks (a kick, the job, a test): a kick that
    // finds the job sending waits for it, so what a request left is sent when its kick is done.
    let turn: Promise<unknown> = Promise.resolve();
    const deliver = (atMs?: number) => {
      const run = turn.then(() =>
        deliverOutbox(app.db, {
          send,
          maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
          retryMs: settings.OUTBOX_RETRY_S * 1000,
          log: app.log,
          ...(atMs !== undefined && { now: () => atMs }),
        }),
      );
      turn = run.catch(() => undefined);
      return run;
    };

    let running = false;
    let again = false;
    let closing = false;
    const kick = () => {
      if (closing) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      app.background.run('outbox delivery', async () => {
        try {
          do {
            again = false;
            await deliver();
          } while (again && !closing);
        } finally {
          running = false;
        }
      });
    };
    const mail = async (message: Mail) => {
      await outbox(app.db).mail(message);
      kick();
    };
    app.decorate('outbox', { kick, deliver, mail });

    // A write's transactions have committed by the time it answers: what they left goes out now,
    // not at the next job tick (one indexed query when there is nothing).
    app.addHook('onSend', async (request, _reply, payload) => {
      // The realtime endpoint's own HTTP API (the pusher SDK publishing, as a delivery does) leaves nothing.
      if (!READS.has(request.method) && !request.url.startsWith('/apps/')) kick();
      return payload;
    });
    // Added once every route has added its jobs, so it runs last in a tick and takes what they left.
    app.addHook('onReady', async () => {
      app.jobs.add({ name: OUTBOX_JOB, everyMs: 0, run: () => deliver() });
      app.jobs.add({ name: 'outbox-prune', everyMs: 3_600_000, run: () => pruneOutbox(app.db) });
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
  },
  { name: 'outbox', dependencies: ['background', 'jobs'] },
);
