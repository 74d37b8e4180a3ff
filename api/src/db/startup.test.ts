import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { testEngine } from '../../test/databases';
import { expect } from '../../test/expect';

/** A port on 127.0.0.1 that nothing listens on (opened, then closed again). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const skip = testEngine() === 'postgres' && 'needs no test database: runs once, with the PGlite pass';

it(
  'gives up on an unreachable database after DB_STARTUP_WAIT_S with a clear message and exit code 1',
  { skip },
  async () => {
    const port = await closedPort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-startup-'));
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'server.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        API_PORT: String(await closedPort()),
        DATABASE_URL: `postgres://presspoint:hunter2-secret@127.0.0.1:${port}/presspoint`,
        DB_STARTUP_WAIT_S: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const elapsed = Date.now() - started;
    rmSync(dataDir, { recursive: true, force: true });

    expect(code).toBe(1);
    expect(output).toContain(`Cannot reach the PostgreSQL database at 127.0.0.1:${port} within 2 s`);
    expect(output).not.toContain('hunter2-secret');
    // It waited (with retries) for about the 2 s it was given, not much longer.
    expect(elapsed).toBeGreaterThanOrEqual(2_000);
    expect(elapsed).toBeLessThan(15_000);
  },
);
