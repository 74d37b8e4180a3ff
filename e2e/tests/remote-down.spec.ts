import { expect, test } from '../support/test';
import { E2E_ENV, StaticServers } from '../support/servers';
import { signIn } from '../support/session';

// A shell of its own whose expert remote lives on a port this test starts and stops; the
// public and journalist remotes are the suite's shared servers.
const env = { ...E2E_ENV, SHELL_PORT: '18090', EXPERT_PORT: '18093' };
const shellUrl = `http://localhost:${env.SHELL_PORT}`;
const shell = new StaticServers(['shell'], env, `${shellUrl}/config.json`);
const expertRemote = new StaticServers(['mf-expert'], env, `http://localhost:${env.EXPERT_PORT}/mf-manifest.json`);

test.beforeAll(() => shell.start());
test.afterAll(async () => {
  await expertRemote.stop();
  await shell.stop();
});

test('a remote that is down never blanks the shell, and retry loads it once it is back', async ({ page }) => {
  // The journalist and public remotes work while the expert remote is down.
  await page.goto(`${shellUrl}/register/journalist`);
  await expect(
    page.locator('[data-app="mf-journalist"]').getByRole('heading', { name: 'Register as a Journalist' }),
  ).toBeVisible();

  // An expert signs in: their home, the guests page, belongs to the unreachable remote.
  await signIn(page, 'expert@example.com', undefined, shellUrl);
  await expect(page).toHaveURL(/\/guests$/);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('expert workspace');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: 'PressPoint, main page' }).click();
  await expect(page.locator('[data-app="mf-public"]').getByRole('heading', { level: 1 })).toBeVisible();

  // Bring the expert remote up, go back to its page (no reload) and press Retry.
  await page.goBack();
  await expect(fallback).toBeVisible();
  await expertRemote.start();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-app="mf-expert"]').getByRole('heading', { name: 'Guests' })).toBeVisible();
});
