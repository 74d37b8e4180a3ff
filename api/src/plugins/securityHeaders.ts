import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The API serves JSON and uploads, never pages to run: the strictest policy fits every answer. */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  // The shell (another origin) shows uploaded pictures.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets for these options. Helmet rebuilds them on every request (the policy
 * string included); with options that do not depend on the request they are the same each time,
 * so they are asked for once.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/**
 * Helmet's headers on every answer, set on the raw response first, so a route or the static file
 * server may still replace one (the mailbox's and /storage's own policies).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = helmetHeaders(API_HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
