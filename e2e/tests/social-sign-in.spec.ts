import { type Page } from '@playwright/test';
import { expect, test, waitingForApp } from '../support/test';
import { OIDC_ENV } from '../support/servers';

// The local OpenID Connect provider (api/test/oidcProvider.ts) stands in for Google and LinkedIn:
// its development login page takes any login (the person's email) and any password.
const PROVIDER_ORIGIN = `http://127.0.0.1:${OIDC_ENV.OIDC_PORT}`;

async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER_ORIGIN}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** /test: the signed-in user's role and status, and whether the API and realtime answer. */
async function expectTestPage(page: Page, role: string, status: string) {
  await page.goto('/test');
  const table = page.getByRole('table', { name: 'Connection test' });
  await expect(table.getByRole('row', { name: /Role/ })).toContainText(role);
  await expect(table.getByRole('row', { name: /Status/ })).toContainText(status);
  await expect(table.getByRole('row', { name: /API/ })).toContainText('answers');
  await expect(table.getByRole('row', { name: /Realtime/ })).toContainText(/^Realtime\s*answers$/);
}

test('/login opens the login dialog on the main page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Continue with LinkedIn' })).toBeEnabled();
});

test('a new journalist signs in with Google and waits for approval', async ({ page }) => {
  const email = `nadia.brook.${Date.now()}@example.net`;
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Login as a Journalist' })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  await signInAtProvider(page, email);
  // Back through /login/callback/google, signed in: a new journalist lands on personal info.
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);
  await expectTestPage(page, 'Journalist', 'WAIT_FOR_APPROVING');
});

test('a new expert signs in with LinkedIn, completes the account and goes on at step 2', async ({ page }) => {
  const email = `omar.reyes.${Date.now()}@example.net`;
  await page.goto('/register/expert/1');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/register\/expert\/2$/);
  const completion = page.getByRole('dialog', { name: 'Register as an Expert : Step 1' });
  await expect(completion).toBeVisible();
  await completion.getByLabel('Company name').fill('Reyes Health');
  await completion.getByLabel('Title').fill('Cardiologist');
  await completion.getByLabel('Phone').fill('6591234567');
  await completion.getByRole('button', { name: 'Next' }).click();
  await expect(completion).toBeHidden();
  await expect(page).toHaveURL(/\/register\/expert\/2$/);
  await expectTestPage(page, 'Expert', 'MUST_ADD_GUEST');
});

test('a LinkedIn callback link started in another browser context is refused with a clear message', async ({
  page,
  browser,
}) => {
  // The attacker's browser: a round trip finished at the provider. Its callback page is kept from
  // reaching the API, so the round trip stays unspent and its link is what the attacker sends on.
  const email = `mallory.${Date.now()}@example.net`;
  await page.route(/\/journalist\/social-auth\/linkedin\//, (route) => route.abort());
  const callbackRequest = page.waitForRequest(/\/login\/callback\/linkedin\?code=.+&state=/);
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Login as a Journalist' })
    .getByRole('button', { name: 'Continue with LinkedIn' })
    .click();
  await signInAtProvider(page, email);
  const callback = new URL((await callbackRequest).url());

  // The victim's browser opens it: nothing there started this round trip, so nobody is signed in.
  const victim = await browser.newContext();
  const victimPage = waitingForApp(await victim.newPage());
  await victimPage.goto(callback.pathname + callback.search);
  await expect(
    victimPage.getByRole('alert').filter({ hasText: 'This sign-in was started in another browser or tab.' }),
  ).toHaveText('This sign-in was started in another browser or tab. Please start again.');
  await expect(victimPage.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(await victimPage.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  await victim.close();
});
