import closeWithGrace from 'close-with-grace';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { adminTokenFile } from './admin';
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
  // `npm run admin` reads this to act through the running server (owner-only file).
  const adminToken = randomBytes(32).toString('base64url');
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  fs.writeFileSync(adminTokenFile(settings), adminToken, { mode: 0o600 });
  let server;
  try {
    // Waits up to DB_STARTUP_WAIT_S for an unreachable database, then gives up with a clear message.
    server = await buildServer(settings, { adminToken });
  } catch (error) {
    console.error(`The API could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const app = server;
  // Errors of one request or one socket are answered by Fastify's error handler and never get
  // here; this is for a process-level fault (uncaughtException, unhandledRejection) or a signal:
  // finish requests in flight, then close; a second signal or 10 s forces the exit. The logger's
  // `err` serializer keeps a statement's values and credentials out of the line.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  try {
    await app.listen({ host: settings.HOST, port: settings.API_PORT });
  } catch (error) {
    console.error(`The API could not listen on ${settings.HOST}:${settings.API_PORT}: ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
