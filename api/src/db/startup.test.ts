import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { testEngine } from '../../test/databases';
import { SECRET_SETTINGS } from '../config/settings';
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

/** Settings of the environment a run leaves out: the install's secrets and the payment provider's. */
const LEFT_OUT: readonly string[] = [
  ...SECRET_SETTINGS,
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYMENTS_SANDBOX',
];

/**
 * Runs `npm start`'s server with these settings (and no secrets or payment settings from the
 * environment) until it exits: its exit code and what it printed.
 */
async function runServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-startup-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !LEFT_OUT.includes(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'server.ts')], {
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, API_PORT: String(await closedPort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

it('refuses to start in production without its secrets, naming each', { skip }, async () => {
  const { code, output } = await runServer({ NODE_ENV: 'production' });
  expect(code).toBe(1);
  expect(output).toContain('Missing API settings: production needs PUSHER_APP_SECRET, CAPTCHA_HMAC_KEY set');
});

it(
  'refuses to start in production without Stripe unless PAYMENTS_SANDBOX=1 asks for the sandbox',
  { skip },
  async () => {
    const secrets = { PUSHER_APP_SECRET: 'p'.repeat(40), CAPTCHA_HMAC_KEY: 'c'.repeat(40) };
    const { code, output } = await runServer({ NODE_ENV: 'production', ...secrets });
    expect(code).toBe(1);
    expect(output).toContain('Missing API settings: production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set');
  },
);

it(
  'gives up on an unreachable database after DB_STARTUP_WAIT_S with a clear message and exit code 1',
  { skip },
  async () => {
    const port = await closedPort();
    const started = Date.now();
    const { code, output } = await runServer({
      DATABASE_URL: `postgres://presspoint:hunter2-secret@127.0.0.1:${port}/presspoint`,
      DB_STARTUP_WAIT_S: '2',
    });
    const elapsed = Date.now() - started;

    expect(code).toBe(1);
    expect(output).toContain(`Cannot reach the PostgreSQL database at 127.0.0.1:${port} within 2 s`);
    expect(output).not.toContain('hunter2-secret');
    // It waited (with retries) for about the 2 s it was given, not the default 60 s. The bound
    // leaves room for starting the process (imports, tsx), which took 15.7 s on a busy machine.
    expect(elapsed).toBeGreaterThanOrEqual(2_000);
    expect(elapsed).toBeLessThan(40_000);
  },
);
