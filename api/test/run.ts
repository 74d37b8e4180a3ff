// `npm test -w api`: the API suite on Node's test runner, on PGlite always and on PostgreSQL too
// when TEST_DATABASE_URL is set. Test databases are prepared once here, then cloned per file.
// (Not jest: PGlite loads its WebAssembly with dynamic import(), which jest's VM sandbox refuses.)
import { spawn } from 'node:child_process';
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
    // The engines run side by side, each in its own test process: a PGlite file keeps one core
    // busy while a PostgreSQL file mostly waits on the server, so together they fill two cores.
    // Each engine's report is printed whole when it ends, so the two do not interleave.
    await Promise.all(
      engines.map(async (engine) => {
        const { status, output, seconds } = await runEngine(engine, root, files);
        console.log(`\nAPI tests on ${engine} (${seconds} s)\n${output}`);
        if (status !== 0) failed = true;
      }),
    );
  } finally {
    await cleanUpTestDatabases();
  }
  process.exit(failed ? 1 : 0);
}

function runEngine(engine: string, root: string, files: string[]) {
  const started = Date.now();
  console.log(`API tests on ${engine}: started`);
  return new Promise<{ engine: string; status: number; output: string; seconds: number }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', path.join(__dirname, 'in-one-process.ts')],
      {
        cwd: root,
        env: { ...process.env, TEST_ENGINE: engine, NODE_ENV: 'test', API_TEST_FILES: JSON.stringify(files) },
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      resolve({
        engine,
        status: code ?? 1,
        output: Buffer.concat(chunks).toString(),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

void main();
