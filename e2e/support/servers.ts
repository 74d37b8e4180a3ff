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
  ADMIN_PORT: '18084',
  API_PORT: '13000',
  CORS_ORIGINS: 'http://localhost:18080,http://localhost:18090',
  LOG_LEVEL: 'warn',
  // A database of the suite's own, seeded on first use, apart from `npm start`'s ./data.
  DATA_DIR: path.join(ROOT, 'e2e', '.data'),
  API_PUBLIC_URL: 'http://localhost:13000',
  // Social sign-in against the local OpenID Connect provider (OIDC_ENV), standing in for both.
  GOOGLE_CLIENT_ID: 'presspoint-google-e2e',
  GOOGLE_ISSUER: 'http://127.0.0.1:18095',
  GOOGLE_JWKS_URL: 'http://127.0.0.1:18095/jwks',
  LINKEDIN_CLIENT_ID: 'presspoint-linkedin-e2e',
  LINKEDIN_CLIENT_SECRET: 'linkedin-e2e-client-secret',
  LINKEDIN_ISSUER: 'http://127.0.0.1:18095',
  OIDC_REDIRECT_BASE: 'http://localhost:18080',
  // The stored-HTML journey writes the OWASP corpus as expert@ through dozens of multipart writes,
  // beside the other journeys' uploads as the same account (and a retried test repeats them).
  UPLOADS_PER_HOUR: '1000',
};

/** The local provider's process (api/test/oidcProviderServer.ts): its port and the clients above. */
export const OIDC_ENV = {
  OIDC_PORT: '18095',
  OIDC_REDIRECT_BASE: E2E_ENV.OIDC_REDIRECT_BASE,
  GOOGLE_CLIENT_ID: E2E_ENV.GOOGLE_CLIENT_ID,
  LINKEDIN_CLIENT_ID: E2E_ENV.LINKEDIN_CLIENT_ID,
  LINKEDIN_CLIENT_SECRET: E2E_ENV.LINKEDIN_CLIENT_SECRET,
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

/** A server the test starts and stops itself: a process, and the URL that answers once it is up. */
export class ManagedProcess {
  private child: ChildProcess | null = null;

  constructor(
    private readonly args: string[],
    private readonly env: Record<string, string>,
    private readonly readyUrl: string,
    private readonly cwd = ROOT,
  ) {}

  async start(timeoutMs = 15_000): Promise<void> {
    this.child = spawn(process.execPath, this.args, {
      cwd: this.cwd,
      env: { ...process.env, ...this.env },
      stdio: 'ignore',
    });
    await waitForHttp(this.readyUrl, timeoutMs);
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

/** Built apps served by `scripts/serve.mjs`, as their own process. */
export class StaticServers extends ManagedProcess {
  constructor(apps: string[], env: Record<string, string>, readyUrl: string) {
    super([path.join(ROOT, 'scripts', 'serve.mjs'), ...apps], env, readyUrl);
  }
}
