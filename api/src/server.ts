import closeWithGrace from 'close-with-grace';
import { buildServer } from './buildServer';
import { loadSettings } from './config/settings';

async function main() {
  let settings;
  try {
    settings = loadSettings();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = await buildServer(settings);
  // Finish requests in flight, then close; a second signal or 10 s forces the exit.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    await server.close();
  });
  await server.listen({ host: settings.HOST, port: settings.API_PORT });
}

void main();
