// `npm start`: builds what changed, then runs the API and serves the shell and the three remotes,
// each on its own origin as in production. Prints the one URL to open.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import settingsModule from '../mf-shared/build/settings.cjs';
import { FRONTEND_APPS, ROOT } from './apps.mjs';
import { serveApps } from './serve.mjs';

const settings = settingsModule.readSettings();

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

// webpack leaves unchanged output files untouched, so a stamp written after each build tells its age.
const stampOf = (appDir) => path.join(ROOT, appDir, 'dist', '.built');

function needsBuild(appDir) {
  const built = stampOf(appDir);
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(ROOT, appDir, 'src')),
    newestMtime(path.join(ROOT, appDir, 'webpack.config.js')),
    newestMtime(path.join(ROOT, 'mf-shared', 'src')),
    newestMtime(path.join(ROOT, 'mf-shared', 'build')),
    newestMtime(path.join(ROOT, 'package-lock.json')),
  );
  return sources > fs.statSync(built).mtimeMs;
}

const stale = FRONTEND_APPS.filter((a) => needsBuild(a.dir)).map((a) => a.dir);
if (stale.length) {
  console.log(`Building ${stale.join(', ')}…`);
  const scopes = stale.flatMap((dir) => ['--scope', dir]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stale.forEach((dir) => fs.writeFileSync(stampOf(dir), new Date().toISOString()));
}

const apiEnv = {
  ...process.env,
  API_PORT: String(settings.ports.api),
  HOST: settings.host,
  CORS_ORIGINS: process.env.CORS_ORIGINS || settings.urls.shell,
  API_PUBLIC_URL: settings.urls.apiOrigin,
  // Mail links, checkout returns and provider redirects name the shell this command serves, not the
  // default :8080 (which may be another instance).
  SHELL_PUBLIC_URL: settings.urls.shell,
  OIDC_REDIRECT_BASE: process.env.OIDC_REDIRECT_BASE || settings.urls.shell,
};

// An empty database gets the demo data (the embedded PGlite one in ./data, by default).
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--if-empty'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: apiEnv,
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: apiEnv,
});
api.on('exit', (code) => {
  console.error(`The API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const servers = await serveApps();

// The API migrates and checks its data on start: announce the URL once it answers.
const health = `http://127.0.0.1:${settings.ports.api}/api/v1/health`;
for (let waited = 0; ; waited += 250) {
  const up = await fetch(health).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (waited > 120_000) {
    console.error(`The API did not answer at ${health} within 2 minutes.`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}
console.log(`\n  PressPoint is running: open ${settings.urls.shell}\n`);

const stop = () => {
  servers.forEach((s) => s.close());
  api.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
