import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { E2E_ENV, OIDC_ENV, ROOT, SHELL_URL } from './support/servers';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: one browser at a time keeps timings steady.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: [
    {
      // Each run starts from freshly seeded demo data (support/fresh-data.ts): seeded here, or ahead by `npm test`.
      command: 'node --import tsx ../e2e/support/fresh-data.ts use && node --import tsx src/server.ts',
      cwd: `${ROOT}/api`,
      url: `http://127.0.0.1:${E2E_ENV.API_PORT}/api/v1/health`,
      env: E2E_ENV,
      reuseExistingServer: false,
      // Seeding the demo data on PGlite takes about a minute on two cores, and more beside other work.
      timeout: 300_000,
    },
    {
      command: 'node scripts/serve.mjs',
      cwd: ROOT,
      url: `${SHELL_URL}/config.json`,
      env: E2E_ENV,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local OpenID Connect provider standing in for Google and LinkedIn (social sign-in).
      command: 'node --import tsx test/oidcProviderServer.ts',
      cwd: `${ROOT}/api`,
      url: `http://127.0.0.1:${OIDC_ENV.OIDC_PORT}/.well-known/openid-configuration`,
      env: OIDC_ENV,
      reuseExistingServer: false,
      // Starts in seconds alone; two CI runs on a busy machine saw it pass 120 s.
      timeout: 300_000,
    },
  ],
});
