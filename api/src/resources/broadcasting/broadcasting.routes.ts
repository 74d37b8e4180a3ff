import type { FastifyInstance } from 'fastify';
import { channelAuth, userAuth } from '../../realtime/pusherEndpoint';
import { isChannelName } from '../../realtime/protocol';
import { activeUser } from '../../lib/access';
import { errorResponses, messageError, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { HttpError } from '../../plugins/errors';
import { accountChannel, mayJoin } from './channels';

const doc = routeDocs({
  tags: ['Realtime'],
  secured: true,
  errors: { 401: errorResponses[401], 403: messageError, 422: messageError },
});

/** What pusher-js posts (form-encoded). */
const channelAuthBody = {
  type: 'object',
  required: ['socket_id', 'channel_name'],
  properties: {
    socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$' },
    channel_name: { type: 'string', description: 'private-user.{id} or private-newNotification-{id}, the user’s own' },
  },
} as const;

/** Channel authorization for pusher-js (form-encoded socket_id and channel_name, bearer token). */
export default async function broadcastingRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  app.post<{ Body: { socket_id?: string; channel_name?: string } }>(
    '/broadcasting/auth',
    {
      // The same status rule as every route: an inactive account (or a member of one) hears
      // nothing but its own account's changes (below).
      preHandler: [app.authenticate],
      schema: doc('Authorize a private channel subscription', {
        body: channelAuthBody,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          200: {
            type: 'object',
            required: ['auth'],
            properties: { auth: { type: 'string', description: 'key:signature' } },
          },
        },
      }),
    },
    async (request) => {
      const { socket_id: socketId = '', channel_name: channel = '' } = request.body ?? {};
      if (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId) || !isChannelName(channel))
        throw new HttpError(422, 'socket_id and channel_name are required');
      if (!mayJoin(request.user!.id, channel)) throw new HttpError(403, 'This action is unauthorized.');
      if (channel !== accountChannel(request.user!.id)) await activeUser(request);
      return { auth: channelAuth(app.realtime.app, socketId, channel) };
    },
  );

  // pusher-js's user authentication (`pusher.signin()`): the socket is known as the user's, which
  // an outside Pusher service needs for terminate_connections when the user's sessions end.
  app.post<{ Body: { socket_id?: string } }>(
    '/broadcasting/user-auth',
    {
      // Any signed-in user's socket is theirs (a waiting one hears its account channel).
      preHandler: [app.authenticate],
      schema: doc('Sign a realtime connection in as the user', {
        body: {
          type: 'object',
          required: ['socket_id'],
          properties: { socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$' } },
        },
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          200: {
            type: 'object',
            required: ['auth', 'user_data'],
            properties: {
              auth: { type: 'string', description: 'key:signature' },
              user_data: { type: 'string', description: 'JSON: {"id": the user id}' },
            },
          },
        },
      }),
    },
    async (request) => {
      const socketId = request.body?.socket_id ?? '';
      if (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId))
        throw new HttpError(422, 'socket_id is required');
      const userData = JSON.stringify({ id: String(request.user!.id) });
      return { auth: userAuth(app.realtime.app, socketId, userData), user_data: userData };
    },
  );
}
