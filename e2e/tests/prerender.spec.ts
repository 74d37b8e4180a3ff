import { expect, test } from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

/** Sums the page's layout shifts from its first paint on (read with layoutShifted). */
function watchLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifted = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted);

// Public pages come rendered from the server (scripts/prerender.mjs): readable before any script
// runs, by people, search engines and link previews; then the app takes them over.

test('without JavaScript, a visitor reads the stories hub, an article and the footer, and a missing article is a 404', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/allposts');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories hub' })).toBeVisible();
  await expect(page.locator('.story-card')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'All' })).toBeVisible();
  await expect(page).toHaveTitle('Stories hub | PressPoint');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^News, expert commentary/);
  await expect(page.getByRole('navigation', { name: 'Latest news' }).getByRole('link')).toHaveCount(4);

  // Links are plain links: the article opens as its own server-rendered page.
  const first = page.locator('.story-card h3 a').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | PressPoint`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('.rich-text p').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Suggested guests' }).locator('li')).not.toHaveCount(0);

  const missing = await page.goto('/news/no-such-article-anywhere');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('No Result Found')).toBeVisible();
  await context.close();
});

test('the app takes over a pre-rendered page without a layout shift or a second read, and then it works', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) reads.push(new URL(request.url()).pathname);
  });

  const response = await page.goto('/allposts'); // returns once the app has taken over
  const html = await response!.text();
  expect(html).toContain('<h1>Stories hub</h1>');
  // The app's script is asked for once the page has painted (a loader), not with the document.
  expect(html).not.toMatch(/<script[^>]*src="\/main\.js"/);
  expect(html).toContain(`s.src="/main.js"`);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('.story-card')).toHaveCount(10);
  // The answers the server rendered the page from came with it: the app asked for none again.
  expect(reads.filter((path) => /\/(allposts|expertises|news-block|reviews)$/.test(path))).toEqual([]);
  expect(await layoutShifted(page)).toBeLessThan(0.01);

  // The app's own view: a topic opens in the browser, read from the API.
  const topic = page.getByRole('navigation', { name: 'Topics' }).getByRole('link').nth(1);
  const topicName = (await topic.textContent())!;
  await topic.click();
  await expect(page).toHaveURL(/\/allposts\?tab=storyposts&id=\d+$/);
  await expect(page.locator('.story-card__topics').first()).toContainText(topicName);
  expect(reads).toContain('/api/v1/allposts');

  // The header's controls work: the login dialog opens.
  await page.getByRole('button', { name: 'Login as a Journalist or Expert' }).click();
  await page.getByRole('menuitem', { name: 'Journalist' }).click();
  await expect(page.getByRole('dialog', { name: 'Login as a Journalist' })).toBeVisible();
});

test('before the app starts, a signed-in reader does not see the visitor’s login buttons; a visitor does', async ({
  browser,
}) => {
  for (const signedIn of [true, false]) {
    const context = await browser.newContext();
    if (signedIn) await context.addInitScript(() => localStorage.setItem('access_token', 'a-stored-token'));
    const page = await context.newPage();
    await page.route('**/main.js', (route) => route.abort()); // the app never starts: the server's page stays
    await page.goto('/allposts');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories hub' })).toBeVisible();
    const login = page.getByRole('button', { name: 'Login as a Journalist or Expert' });
    if (signedIn) await expect(login).toBeHidden();
    else await expect(login).toBeVisible();
    await context.close();
  }
});

test('a journalist opening the directory sees its frame and heading from the server at once, then their results', async ({
  page,
  browser,
}) => {
  await watchLayoutShifts(page);
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server knows no user: the frame, the menu and the heading, nothing of the journalist's.
  const response = await page.goto('/directory'); // returns once the app has taken over
  const html = await response!.text();
  expect(html).toMatch(/<nav class="workspace__menu" aria-label="Workspace" data-menu-role="journalist">/);
  expect(html).toMatch(/<h1[^>]*>Directory<\/h1>/);
  expect(html).toContain('Loading…');
  expect(html).not.toContain('journalist@example.com');
  expect(html).not.toContain('guest-result');
  await expect(page.getByRole('list', { name: 'Guests' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('header-name')).toBeVisible();
  expect(await layoutShifted(page)).toBeLessThan(0.01);

  // Before the app starts, the server's view is there with the workspace's links.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('access_token', value!), token);
  const early = await context.newPage();
  await early.route('**/main.js', (route) => route.abort()); // the app never starts: the server's page stays
  await early.goto('/directory');
  await expect(early.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  const menu = early.getByRole('navigation', { name: 'Workspace' });
  await expect(menu.getByRole('link', { name: 'Directory' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Interviews' })).toBeVisible();
  await expect(early.getByRole('button', { name: 'Login as a Journalist or Expert' })).toBeHidden();
  await expect(early.getByRole('link', { name: 'Contact Us' })).toBeHidden();
  // What a screen reader meets first is as usable as the page (WCAG 2.2 AA, as accessibility.spec).
  const { violations } = await new AxeBuilder({ page: early })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await context.close();
});

test('a visitor opening the directory is asked to sign in, and led back to it', async ({ page }) => {
  await page.goto('/directory');
  const dialog = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('journalist@example.com');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(page.getByRole('list', { name: 'Guests' }).getByRole('listitem').first()).toBeVisible();
});
