import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Ports of the system under test: apart from `npm start`'s, so both can run at once. */
export const E2E_ENV = {
  HOST: '127.0.0.1',
  PUBLIC_HOST: 'localhost',
  SHELL_PORT: '18080',
  PUBLIC_PORT: '18081',
  JOURNALIST_PORT: '18082',
  EXPERT_PORT: '18083',
  API_PORT: '13000',
  CORS_ORIGINS: 'http://localhost:18080,http://localhost:18090',
  LOG_LEVEL: 'warn',
  // A database of the suite's own, seeded on first use, apart from `npm start`'s ./data.
  DATA_DIR: path.join(ROOT, 'e2e', '.data'),
  API_PUBLIC_URL: 'http://localhost:13000',
};

export const SHELL_URL = `http://localhost:${E2E_ENV.SHELL_PORT}`;

async function waitForHttp(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Serves built apps with `scripts/serve.mjs`, as its own process that a test can stop. */
export class StaticServers {
  private child: ChildProcess | null = null;

  constructor(
    private readonly apps: string[],
    private readonly env: Record<string, string>,
    private readonly readyUrl: string,
  ) {}

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), ...this.apps], {
      env: { ...process.env, ...this.env },
      stdio: 'ignore',
    });
    await waitForHttp(this.readyUrl);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
