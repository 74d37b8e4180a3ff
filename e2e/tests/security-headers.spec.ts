import type { Page, Response } from '@playwright/test';
import { E2E_ENV } from '../support/servers';
import { signIn, signOut } from '../support/session';
import { expect, test } from '../support/test';

// The front-end servers (scripts/static-server.mjs, scripts/security-headers.mjs) send a
// Content-Security-Policy that admits only the product's own origins and each page's nonce, and
// the product runs under it: no page, signed in or not, makes the browser report a violation.

const API_ORIGIN = E2E_ENV.API_PUBLIC_URL;
const REMOTE_ORIGINS = [E2E_ENV.PUBLIC_PORT, E2E_ENV.JOURNALIST_PORT, E2E_ENV.EXPERT_PORT].map(
  (port) => `http://localhost:${port}`,
);

/** Every CSP violation the browser reports on the page, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** The policy's directives by name. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The page's headers: the policy with the product's origins and a nonce, and the other four. */
function expectSecurityHeaders(response: Response | null) {
  expect(response, 'the document answered').not.toBeNull();
  const headers = response!.headers();
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();

  const policy = directives(response!);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toEqual(expect.arrayContaining(["'self'", ...REMOTE_ORIGINS]));
  expect(scripts.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", API_ORIGIN, ...REMOTE_ORIGINS, `ws://localhost:${E2E_ENV.API_PORT}`]),
  );
  expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", API_ORIGIN, 'https:', 'data:', 'blob:']));
  // Uploaded videos play from the API; a chosen file previews before upload.
  expect(policy.get('media-src')).toEqual(expect.arrayContaining(["'self'", API_ORIGIN, 'blob:']));
  return scripts.find((source) => source.startsWith("'nonce-"))!;
}

test('a visitor’s pages, the landing page and an article, carry the headers and run without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);

  const landing = await page.goto('/');
  const landingNonce = expectSecurityHeaders(landing);
  await expect(page.locator('[data-app="mf-public"]').getByRole('heading', { level: 1 })).toBeVisible();

  // An article, opened as its own server-rendered document.
  await page.goto('/allposts');
  const href = (await page.locator('.story-card h3 a').first().getAttribute('href'))!;
  const article = await page.goto(href);
  const articleNonce = expectSecurityHeaders(article);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Suggested guests' }).locator('li')).not.toHaveCount(0);

  expect(articleNonce, 'a nonce of its own for every response').not.toBe(landingNonce);
  expect(violations).toEqual([]);
});

test('a journalist’s dashboard and an expert’s guests page carry the headers and run without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);

  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  expectSecurityHeaders(await page.reload());
  await expect(
    page.locator('[data-app="mf-journalist"]').getByRole('heading', { name: 'Welcome back, Jordan' }),
  ).toBeVisible();
  // Signed in, the realtime client connects (connect-src admits its websocket).
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await signOut(page);

  await signIn(page, 'expert@example.com');
  await expect(page).toHaveURL(/\/guests$/);
  expectSecurityHeaders(await page.reload());
  const guests = page.locator('[data-app="mf-expert"]');
  await expect(guests.getByRole('heading', { name: 'Guests' })).toBeVisible();
  await expect(guests.getByRole('link', { name: 'Upload guest with CSV' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the policy bites: an inline script without the nonce does not run; the page’s own inline script does', async ({
  browser,
}) => {
  const context = await browser.newContext();
  // A signed-in reader, so the pre-rendered page's own inline script has something to mark.
  await context.addInitScript(() => localStorage.setItem('access_token', 'a-stored-token'));
  const page = await context.newPage();
  const violations = await watchViolations(page);
  // The server's document with a script slipped in, as an injection into the HTML would be.
  await page.route(
    (url) => url.pathname === '/allposts',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<script>window.injectedRan = true</script></head>');
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/main.js', (route) => route.abort()); // only the server's document: no app

  await page.goto('/allposts');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories hub' })).toBeVisible();
  expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false);
  await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
  // The nonce admitted the document's own script: it marked the signed-in reader's page.
  await expect(page.locator('html')).toHaveClass(/\bpp-signed-in\b/);
  await context.close();
});

test('assets keep nosniff and the CORS remotes need; HSTS comes once a proxy says https', async ({ request }) => {
  const shellScript = await request.get('/main.js');
  expect(shellScript.headers()['x-content-type-options']).toBe('nosniff');
  const manifest = await request.get(`${REMOTE_ORIGINS[1]}/mf-manifest.json`);
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');

  const plain = await request.get('/');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const proxied = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(proxied.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  // A remote's own page (run alone) carries the policy as well.
  const remotePage = await request.get(`${REMOTE_ORIGINS[2]}/guests`);
  expect(remotePage.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
