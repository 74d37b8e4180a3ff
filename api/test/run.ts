// `npm test -w api`: the API suite on Node's test runner, on PGlite always and on PostgreSQL too
// when TEST_DATABASE_URL is set. Test databases are prepared once here, then cloned per file.
// (Not jest: PGlite loads its WebAssembly with dynamic import(), which jest's VM sandbox refuses.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cleanUpTestDatabases, prepareTestDatabases } from './databases';

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const only = process.argv.slice(2);
  const files = testFiles(path.join(root, 'src')).filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
  const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  await prepareTestDatabases();
  let failed = false;
  try {
    for (const engine of engines) {
      console.log(`\nAPI tests on ${engine}`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TEST_ENGINE: engine, NODE_ENV: 'test' },
      });
      if (run.status !== 0) failed = true;
    }
  } finally {
    cleanUpTestDatabases();
  }
  process.exit(failed ? 1 : 0);
}

void main();
