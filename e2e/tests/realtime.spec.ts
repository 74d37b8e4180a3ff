import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test, waitingForApp } from '../support/test';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_ENV, ManagedProcess, ROOT, StaticServers } from '../support/servers';
import { DEMO_PASSWORD, signIn } from '../support/session';

/**
 * A journalist's action through the API: request an interview with one of the demo expert's guests
 * (guests 1-6 are theirs; template 1 is the demo journalist's default). A guest already asked and
 * not yet answered refuses a second request, so the first one free is taken.
 */
async function requestInterview(request: APIRequestContext, apiBase: string) {
  const login = await request.post(`${apiBase}/api/v1/auth/login`, {
    data: { email: 'journalist@example.com', password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  for (let guestId = 1; guestId <= 6; guestId++) {
    const created = await request.post(`${apiBase}/api/v1/interview/create`, {
      headers,
      data: {
        guest_id: guestId,
        email_template_id: 1,
        date_interview: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
    });
    if (created.status() === 201) return;
    expect((await created.json()).errors).toEqual({
      guest_id: ['You already have a pending interview request with this guest.'],
    });
  }
  throw new Error('Every guest of the demo expert already has a pending request from the demo journalist');
}

async function expertPage(browser: Browser, base = '') {
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await signIn(page, 'expert@example.com', DEMO_PASSWORD, base);
  await expect(page).toHaveURL(/\/guests$/);
  return { context, page };
}

test('a journalist’s request raises the expert’s bell badge live; opening the list marks it read', async ({
  browser,
  request,
}) => {
  const journalist = await browser.newContext();
  const journalistPage = waitingForApp(await journalist.newPage());
  await signIn(journalistPage, 'journalist@example.com');
  await expect(journalistPage).toHaveURL(/\/dashboard$/);

  const { context, page } = await expertPage(browser);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  // Read what is there first, so the badge counts only what arrives now.
  await bell.click();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await bell.click();

  await requestInterview(request, E2E_ENV.API_PUBLIC_URL);
  await expect(page.getByTestId('bell-badge')).toHaveText('1');

  await bell.click();
  const list = page.getByRole('menu', { name: 'Notifications' });
  await expect(list.getByRole('menuitem').first()).toContainText('New interview request from Jordan Lee');
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  await context.close();
  await journalist.close();
});

test.describe('with the realtime endpoint as a process of its own', () => {
  // An API, realtime endpoint and shell of their own, with their own database.
  const env = {
    ...E2E_ENV,
    API_PORT: '13001',
    API_PUBLIC_URL: 'http://localhost:13001',
    SHELL_PORT: '18091',
    CORS_ORIGINS: 'http://localhost:18091',
    PUSHER_HOST: 'localhost',
    PUSHER_PORT: '13100',
    DATA_DIR: path.join(ROOT, 'e2e', '.data-realtime'),
  };
  const api = new ManagedProcess(
    ['--import', 'tsx', 'src/server.ts'],
    env,
    'http://127.0.0.1:13001/api/v1/health',
    path.join(ROOT, 'api'),
  );
  const realtime = new ManagedProcess(
    ['--import', 'tsx', 'src/realtime/standalone.ts'],
    env,
    'http://127.0.0.1:13100/health',
    path.join(ROOT, 'api'),
  );
  const shell = new StaticServers(['shell'], env, 'http://localhost:18091/config.json');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Fresh demo data each run, as for the suite's main API.
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--if-empty'], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, ...env },
    });
    await Promise.all([realtime.start(), api.start(60_000), shell.start()]);
  });
  test.afterAll(async () => {
    await Promise.all([shell.stop(), api.stop(), realtime.stop()]);
  });

  test('the page reconnects by itself and shows what was published while the endpoint was down', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await expertPage(browser, 'http://localhost:18091');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    await expect(page.getByTestId('bell-badge')).toHaveCount(0);
    await bell.click();

    await realtime.stop();
    // Published (and stored) while the endpoint is down: the live event is lost, the data is not.
    await requestInterview(request, 'http://localhost:13001');
    await expect(page.getByTestId('bell-badge')).toHaveCount(0);

    await realtime.start();
    // pusher-js reconnects on its own; the shell then refetches.
    await expect(page.getByTestId('bell-badge')).toHaveText('1', { timeout: 40_000 });
    await context.close();
  });
});
