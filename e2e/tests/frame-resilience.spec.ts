import { expect, test } from '../support/test';
import { E2E_ENV } from '../support/servers';
import { signIn } from '../support/session';

const JOURNALIST = 'journalist@example.com';

test('the page keeps one realtime connection across layouts, with the bell open', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await signIn(page, JOURNALIST);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();

  // To a public page (another layout, another header) and open the bell there…
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await bell.click();
  await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible();

  // …then back to the workspace, without reloading.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.locator('[data-app="mf-journalist"]').getByRole('heading', { name: 'Welcome back, Jordan' }),
  ).toBeVisible();
  await expect(bell).toBeVisible();
  await page.waitForTimeout(1_000); // a second connection, were one opened, would show by now

  expect(sockets.filter((url) => url.includes('/app/'))).toHaveLength(1);
});

test('a frame part whose chunk does not load shows Retry in place; the page keeps working', async ({ page }) => {
  await page.route('**/frame-bell.*.js', (route) => route.abort());
  await signIn(page, JOURNALIST);
  await expect(page).toHaveURL(/\/dashboard$/);

  const banner = page.getByRole('banner');
  const fallback = banner.getByTestId('frame-part-fallback');
  await expect(fallback).toContainText('Notifications did not load.');
  // The rest of the frame and the page work.
  await expect(banner.getByTestId('countdown')).toBeVisible();
  await expect(
    page.locator('[data-app="mf-journalist"]').getByRole('heading', { name: 'Welcome back, Jordan' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toContainText('Dashboard');

  await page.unroute('**/frame-bell.*.js');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(banner.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('a login dialog whose chunk does not load offers Retry, which opens it', async ({ page }) => {
  await page.route('**/frame-login.*.js', (route) => route.abort());
  await page.goto('/?login=true');
  const fallback = page.getByRole('alertdialog', { name: 'The login form' });
  await expect(fallback).toContainText('did not load');
  await expect(page.locator('[data-app="mf-public"]').getByRole('heading', { level: 1 })).toBeVisible();

  await page.unroute('**/frame-login.*.js');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await expect(dialog.getByLabel('Email')).toBeVisible();
});

test('a session ended on the server opens the login dialog at once and keeps the page', async ({ page, request }) => {
  await signIn(page, JOURNALIST);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  // The session ends on the server (as a sign-out elsewhere or an idle token would end it)…
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const revoked = await request.post(`${E2E_ENV.API_PUBLIC_URL}/api/v1/auth/logout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);

  // …its socket is closed at once; the page's next calls with the token are answered 401, and the
  // dialog opens without anything clicked (review finding L3: sockets follow their sessions).
  await expect(page.getByRole('dialog', { name: 'Login as a Journalist' })).toBeVisible();
  await expect(page.getByText('Unauthenticated.')).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('button', { name: 'Login as a Journalist or Expert' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
