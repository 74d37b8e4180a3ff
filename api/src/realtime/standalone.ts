// The realtime endpoint as a process of its own (`npm run realtime -w api`): what a deployment
// runs beside stateless API instances, which then publish to it with PUSHER_HOST/PORT set.
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { loadSettings } from '../config/settings';
import { endpointOptions, mountPusherEndpoint } from '../plugins/realtime';
import { createPusherEndpoint } from './pusherEndpoint';

async function main() {
  const settings = loadSettings();
  const port = settings.PUSHER_PORT ?? 6001;
  const server = Fastify({ logger: { level: settings.LOG_LEVEL } });
  const endpoint = createPusherEndpoint(
    { id: settings.PUSHER_APP_ID, key: settings.PUSHER_APP_KEY, secret: settings.PUSHER_APP_SECRET },
    endpointOptions(settings, server.log),
  );
  await mountPusherEndpoint(server, endpoint);
  server.get('/health', async () => ({ data: { status: 'ok', connections: endpoint.connectionCount } }));
  closeWithGrace({ delay: 5_000 }, async () => {
    await server.close();
  });
  await server.listen({ host: settings.HOST, port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
