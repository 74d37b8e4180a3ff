import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '../config/settings';
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  Throttle,
  type Limit,
  type RateLimitStore,
} from '../lib/throttle';
import { messageError } from '../lib/schemas';
import { TooManyRequestsError } from './errors';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The settings behind the write limits (per acting account unless said otherwise). */
type WriteLimitSettings = Pick<
  Settings,
  | 'INTERVIEW_UPDATES_PER_HOUR'
  | 'INTERVIEW_NOTES_PER_HOUR'
  | 'QUESTION_THREADS_PER_HOUR'
  | 'MESSAGES_PER_HOUR'
  | 'BRIEFING_QUESTIONS_PER_HOUR'
  | 'BRIEFING_REGISTRATIONS_PER_HOUR'
  | 'TEAM_INVITES_PER_HOUR'
  | 'TEAM_INVITES_PER_DAY'
  | 'TEAM_INVITES_PER_ADDRESS_PER_DAY'
  | 'EMAIL_CHANGES_PER_DAY'
  | 'SOURCE_REQUESTS_PER_DAY'
  | 'PITCHES_PER_DAY'
  | 'IMPORTS_PER_HOUR'
  | 'UPLOADS_PER_HOUR'
>;

interface WriteLimit {
  /** What is counted, in the 429 message: "Too many <what>. Please try again in 5 minutes." */
  what: string;
  windows: { max: number; windowMs: number }[];
}

function writeLimitsFrom(s: WriteLimitSettings) {
  const perHour = (what: string, max: number): WriteLimit => ({ what, windows: [{ max, windowMs: HOUR_MS }] });
  return {
    interviewUpdate: perHour('interview changes', s.INTERVIEW_UPDATES_PER_HOUR),
    interviewNote: perHour('notes', s.INTERVIEW_NOTES_PER_HOUR),
    questionThread: perHour('new questions', s.QUESTION_THREADS_PER_HOUR),
    message: perHour('messages', s.MESSAGES_PER_HOUR),
    briefingQuestion: perHour('briefing questions', s.BRIEFING_QUESTIONS_PER_HOUR),
    briefingRegistration: perHour('briefing registrations', s.BRIEFING_REGISTRATIONS_PER_HOUR),
    teamInvite: {
      what: 'team invitations',
      windows: [
        { max: s.TEAM_INVITES_PER_HOUR, windowMs: HOUR_MS },
        { max: s.TEAM_INVITES_PER_DAY, windowMs: DAY_MS },
      ],
    },
    // Heavy work rather than mail: CSV imports (up to 5,000 rows) and files to decode (review M1, M2).
    import: perHour('imports', s.IMPORTS_PER_HOUR),
    upload: perHour('uploads', s.UPLOADS_PER_HOUR),
    // Each mails a link to an address of the asker's choosing.
    emailChange: { what: 'email changes', windows: [{ max: s.EMAIL_CHANGES_PER_DAY, windowMs: DAY_MS }] },
    // Source requests (issue 27): each alerts every matching expert account; each pitch tells a journalist.
    sourceRequest: { what: 'requests', windows: [{ max: s.SOURCE_REQUESTS_PER_DAY, windowMs: DAY_MS }] },
    pitch: { what: 'pitches', windows: [{ max: s.PITCHES_PER_DAY, windowMs: DAY_MS }] },
    // "Download my data": each makes an archive of the whole account (a heavy read) and a mail.
    dataExport: { what: 'data exports', windows: [{ max: 3, windowMs: DAY_MS }] },
    // Keyed by the invited address (whoever invites), so no one can flood a stranger's mailbox.
    teamInviteAddress: {
      what: 'invitations to this address',
      windows: [{ max: s.TEAM_INVITES_PER_ADDRESS_PER_DAY, windowMs: DAY_MS }],
    },
  } satisfies Record<string, WriteLimit>;
}

export type WriteLimitName = keyof ReturnType<typeof writeLimitsFrom>;

export const tooManyWrites = (what: string, seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

export interface WriteLimits {
  /**
   * Counts one write named `name` for `subject` (an account id, an address…) and throws 429 with
   * `Retry-After` when a window is full (that write is then not counted). For keys only a service
   * knows (the address behind a resend); routes keyed by their acting account use `config.writeLimit`.
   */
  hit(name: WriteLimitName, subject: string | number): Promise<Limit[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitStore;
    writeLimits: WriteLimits;
  }
  interface FastifyContextConfig {
    /**
     * Limits this write per acting account (the owner's for a team member) in every window of the
     * named limit; the route must authenticate first. A request answered 4xx or 5xx gives its count back.
     */
    writeLimit?: WriteLimitName;
  }
  interface FastifyRequest {
    /** The write-limit counts this request holds, given back if it fails. */
    writeLimitHits: Limit[] | null;
  }
}

/**
 * The counters behind throttling, one-time captchas and write limits, shared by every API instance:
 * in Redis when REDIS_URL is set, otherwise in the database. Chosen once, at start. A Redis that is
 * down (at start or later) is logged once and answered 503 until it is back; closing never waits for it.
 *
 * Write limits (mails and notifications someone else receives): a route declares
 * `config: { writeLimit: 'message' }` and is counted per acting account before its handler runs, so
 * parallel requests cannot pass together; `app.writeLimits.hit(name, key)` counts a second key.
 */
export default fp(
  async function rateLimits(
    app: FastifyInstance,
    { settings }: { settings: Pick<Settings, 'REDIS_URL'> & WriteLimitSettings },
  ) {
    const store = settings.REDIS_URL
      ? await redisRateLimitStore(settings.REDIS_URL, {
          log: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
        })
      : databaseRateLimitStore(app.db);
    app.decorate('rateLimits', store);
    app.addHook('onClose', () => store.close());

    const limits = writeLimitsFrom(settings);
    const throttle = new Throttle(store);
    const writeLimits: WriteLimits = {
      async hit(name, subject) {
        const { what, windows } = limits[name];
        const keys = windows.map(({ max, windowMs }) => ({
          key: `write:${name}:${windowMs}:${subject}`,
          max,
          windowMs,
        }));
        const wait = await throttle.attempt(keys);
        if (wait > 0) throw new TooManyRequestsError(wait, tooManyWrites(what, wait));
        return keys;
      },
    };
    app.decorate('writeLimits', writeLimits);

    app.decorateRequest('writeLimitHits', null);
    const countWrite = (name: WriteLimitName): preHandlerHookHandler =>
      async function writeLimit(request: FastifyRequest) {
        const account = request.actingAccount?.id;
        if (account === undefined) throw new Error(`writeLimit '${name}' on a route that does not authenticate`);
        request.writeLimitHits = await writeLimits.hit(name, `account:${account}`);
      };
    // After the route's own preHandlers (authenticate), so the acting account is known.
    app.addHook('onRoute', (route) => {
      const name = route.config?.writeLimit;
      if (!name) return;
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...own, countWrite(name)];
      // The document names the 429 with every answer the route gives.
      if (route.schema?.response)
        route.schema = { ...route.schema, response: { 429: messageError, ...(route.schema.response as object) } };
    });
    // A write that failed sent nothing: its place goes back.
    app.addHook('onSend', async (request, reply) => {
      if (request.writeLimitHits && reply.statusCode >= 400) await throttle.release(request.writeLimitHits);
    });
  },
  { name: 'rate-limits' },
);
