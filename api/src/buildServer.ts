import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import app from './app';
import type { Settings } from './config/settings';
import { bringUpToDate, connectFromSettings } from './db/connect';
import type { DatabaseHandle } from './db/database';
import { MESSAGES_KEYWORD } from './lib/bodySchema';
import { redactedUrl } from './lib/logRedaction';
import { errorForLog } from './plugins/errors';
import inputGuard from './plugins/inputGuard';

/** Log paths that may hold credentials: replaced by "[redacted]" wherever a request or body is logged. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-socket-id"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.secret',
];

/**
 * The API server. Without a database handle it opens the one the settings name and brings it up
 * to date (migrations and reference data run on every start).
 */
export async function buildServer(
  settings: Settings,
  options: FastifyServerOptions & {
    database?: DatabaseHandle;
    adminToken?: string;
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const { database: given, adminToken, logStream, ...fastifyOptions } = options;
  let database = given;
  if (!database) {
    database = await connectFromSettings(settings);
    try {
      await bringUpToDate(database);
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }
  const server = Fastify({
    logger: {
      level: settings.LOG_LEVEL,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      // Errors are logged without the values of a failing statement (see errorForLog).
      serializers: {
        err: errorForLog,
        // Fastify's own request fields, with the tokens some paths carry taken out (lib/logRedaction).
        req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
          method: req.method,
          url: redactedUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Without this a body with __proto__ could poison objects the services build.
    onProtoPoisoning: 'remove',
    // request.ip (throttling per address) believes X-Forwarded-For only as far as our own proxies.
    // (A function because Fastify's types leave out the number form it accepts: hop i < n is trusted.)
    trustProxy: (_address: string, hop: number) => hop < settings.TRUST_PROXY_HOPS,
    // The spec sends a Google ID token (one to two kilobytes) as a path parameter.
    routerOptions: { maxParamLength: 4096 },
    // allErrors: a form gets every field's error at once, not only the first. Bodies are compiled
    // as their yup schema's structure (lib/bodySchema): untyped on purpose (strictTypes off), each
    // limit carrying yup's message (the x-messages keyword; verbose puts it in the error).
    ajv: {
      customOptions: {
        removeAdditional: 'all',
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
        strictTypes: false,
        verbose: true,
      },
      plugins: [(ajv) => ajv.addKeyword(MESSAGES_KEYWORD)],
    },
    ...fastifyOptions,
  });
  // Before the routes: its hooks check every route's input (NUL bytes, ids out of range, depth).
  await server.register(fp(inputGuard));
  // Not encapsulated: the error handler and hooks of `app` cover every route of the server.
  await server.register(fp(app), { settings, database, adminToken });
  return server;
}
