import type { FastifyInstance } from 'fastify';
import { channelAuth } from '../../realtime/pusherEndpoint';
import { isChannelName } from '../../realtime/protocol';
import { HttpError } from '../../plugins/errors';
import { mayJoin } from './channels';

/** Channel authorization for pusher-js (form-encoded socket_id and channel_name, bearer token). */
export default async function broadcastingRoutes(app: FastifyInstance) {
  app.post<{ Body: { socket_id?: string; channel_name?: string } }>(
    '/broadcasting/auth',
    {
      preHandler: app.authenticate,
      schema: { tags: ['Realtime'], summary: 'Authorize a private channel subscription', security: [{ bearer: [] }] },
    },
    async (request) => {
      const { socket_id: socketId = '', channel_name: channel = '' } = request.body ?? {};
      if (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId) || !isChannelName(channel))
        throw new HttpError(422, 'socket_id and channel_name are required');
      if (!mayJoin(request.user!.id, channel)) throw new HttpError(403, 'This action is unauthorized.');
      return { auth: channelAuth(app.realtime.app, socketId, channel) };
    },
  );
}
