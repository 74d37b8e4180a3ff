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
  const server = await buildServer(settings, { adminToken });
  // Finish requests in flight, then close; a second signal or 10 s forces the exit.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    await server.close();
  });
  await server.listen({ host: settings.HOST, port: settings.API_PORT });
}

void main();
