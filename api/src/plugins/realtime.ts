import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import { allowedOrigins, type Settings } from '../config/settings';
import { userOfChannel } from '../resources/broadcasting/channels';
import {
  createPusherEndpoint,
  type EndpointLog,
  type EndpointOptions,
  type PusherApp,
  type PusherEndpoint,
} from '../realtime/pusherEndpoint';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      app: PusherApp;
      /** The embedded endpoint, when this process runs it. */
      endpoint: PusherEndpoint | null;
      /**
       * Publishes through the official `pusher` SDK, to the embedded endpoint or the configured
       * service. Event names get Laravel's `App\\Events\\` prefix, which laravel-echo listeners expect.
       * A failure is logged, never thrown: the data is stored first and clients refetch on reconnect.
       */
      broadcast(channel: string, event: string, payload: object): Promise<void>;
      /**
       * Closes the user's open sockets (their sessions changed): on the embedded endpoint directly,
       * else through the Pusher HTTP API's terminate_connections. Throws on failure (the outbox retries).
       */
      closeUserSockets(userId: number): Promise<void>;
    };
  }
}

/** The endpoint's limits from the settings: browsers from the API's CORS origins only, so many sockets an address. */
export function endpointOptions(settings: Settings, log: EndpointLog): EndpointOptions {
  return {
    allowedOrigins: allowedOrigins(settings),
    maxConnectionsPerIp: settings.REALTIME_MAX_CONNECTIONS_PER_IP,
    trustedProxyHops: settings.TRUST_PROXY_HOPS,
    userOfChannel: (channel) => {
      const id = userOfChannel(channel);
      return id === null ? null : String(id);
    },
    log,
  };
}

/** Mounts the embedded Pusher endpoint on this server (/app/{key} and /apps/{id}/events). */
export async function mountPusherEndpoint(app: FastifyInstance, endpoint: PusherEndpoint) {
  // Contained: an error thrown from an 'upgrade' listener would be uncaught and stop the process.
  app.server.on('upgrade', (request, socket, head) => {
    try {
      if (!endpoint.handleUpgrade(request, socket, head)) socket.destroy();
    } catch (err) {
      app.log.error({ err }, 'realtime: upgrade failed');
      socket.destroy();
    }
  });
  await app.register(async (scope) => {
    // The signature covers the exact body, so it is read as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const handler = async (
      request: FastifyRequest<{ Querystring: Record<string, string | string[]> }>,
      reply: FastifyReply,
    ) => {
      const answer = endpoint.handleEventsRequest(
        'POST',
        request.url.split('?')[0],
        request.query,
        String(request.body ?? ''),
      );
      reply.code(answer.status).send(answer.body);
    };
    scope.post('/apps/:appId/events', { schema: { hide: true } }, handler);
    // What the pusher SDK's terminateUserConnections calls.
    scope.post('/apps/:appId/users/:userId/terminate_connections', { schema: { hide: true } }, handler);
  });
  app.addHook('onClose', () => endpoint.close());
}

export default fp(async function realtime(app: FastifyInstance, { settings }: { settings: Settings }) {
  const pusherApp: PusherApp = {
    id: settings.PUSHER_APP_ID,
    key: settings.PUSHER_APP_KEY,
    secret: settings.PUSHER_APP_SECRET,
  };
  const endpoint = settings.PUSHER_HOST ? null : createPusherEndpoint(pusherApp, endpointOptions(settings, app.log));
  if (endpoint) await mountPusherEndpoint(app, endpoint);

  let client: Pusher | null = null;
  // Made on first use: the embedded endpoint's port is known only once the server listens.
  const pusher = () =>
    (client ??= new Pusher({
      appId: pusherApp.id,
      key: pusherApp.key,
      secret: pusherApp.secret,
      host: settings.PUSHER_HOST ?? '127.0.0.1',
      port: String(settings.PUSHER_PORT ?? (app.server.address() as AddressInfo).port),
      useTLS: settings.PUSHER_SCHEME === 'https',
    }));

  app.decorate('realtime', {
    app: pusherApp,
    endpoint,
    broadcast: async (channel: string, event: string, payload: object) => {
      try {
        await pusher().trigger(channel, `App\\Events\\${event}`, payload);
      } catch (error) {
        app.log.warn({ err: error, channel, event }, 'realtime publish failed');
      }
    },
    closeUserSockets: async (userId: number) => {
      if (endpoint) endpoint.terminateUser(String(userId));
      else await pusher().terminateUserConnections(String(userId));
    },
  });
});
