// Serves built front-end apps on their ports: `node scripts/serve.mjs [app ...]` (default: all).
// A remote is refused when it needs an mf-shared export that the built shell lacks (check:shared).
import path from 'node:path';
import settingsModule from '../mf-shared/build/settings.cjs';
import { FRONTEND_APPS, REMOTE_APPS, ROOT } from './apps.mjs';
import { checkSharedCompat, PROVIDER_DIR, report } from './check-shared-compat.mjs';
import { startStaticServer } from './static-server.mjs';

const settings = settingsModule.readSettings();

export async function serveApps(names = FRONTEND_APPS.map((a) => a.dir)) {
  const servers = [];
  for (const name of names) {
    const app = FRONTEND_APPS.find((a) => a.dir === name);
    if (!app) throw new Error(`Unknown app "${name}"; known: ${FRONTEND_APPS.map((a) => a.dir).join(', ')}`);
    const port = settings.ports[app.key];
    const appDir = path.join(ROOT, app.dir);
    const publicUrl = settings.urls[app.key];
    servers.push(await startStaticServer({ appDir, port, host: settings.host, settings, publicUrl }));
    console.log(`${app.dir} serving on ${settings.urls[app.key]}`);
  }
  return servers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : undefined;
  const remotes = (names ?? REMOTE_APPS.map((a) => a.dir)).filter((dir) => dir !== PROVIDER_DIR);
  if (remotes.length) {
    const shared = await checkSharedCompat({ remotes });
    if (shared.refusals) process.exit(report(shared));
    // A dist built before the manifests existed: nothing to compare, so say so and serve.
    if (!shared.ok) console.warn(`check:shared not run: ${shared.errors.join('; ')}`);
  }
  const servers = await serveApps(names);
  const stop = () => {
    servers.forEach((s) => s.close());
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
