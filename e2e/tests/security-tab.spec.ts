import { type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signIn } from '../support/session';
import { E2E_ENV } from '../support/servers';
import { expect, test, waitingForApp } from '../support/test';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const PASSWORD = 'Lantern4Pebble9Fjord';
const SECURITY_TAB = '/profile/journalist/security';

/** A journalist of this test alone (waiting for approval, which the profile allows); answers a bearer header. */
async function registerJournalist(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/auth/registration-journalist`, {
    data: {
      first_name: 'Sol',
      last_name: 'Okafor',
      title: 'Night editor',
      company_name: 'Lagoon Ledger',
      email,
      work_phone: '6597776666',
      linkedin: 'https://www.linkedin.com/in/sol-okafor',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
  return { authorization: `Bearer ${(await res.json()).access_token as string}` };
}

/** Turns two-factor on through the API, as the Security tab would. */
async function turnOnTwoFactor(request: APIRequestContext, headers: Record<string, string>) {
  const start = await request.post(`${API}/auth/two-factor`, { headers, data: { password: PASSWORD } });
  expect(start.status()).toBe(200);
  const { secret } = (await start.json()).data as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const confirm = await request.post(`${API}/auth/two-factor/confirm`, { headers, data: { code } });
  expect(confirm.status()).toBe(200);
}

test('the Security tab turns two-factor off with the password and signs out of all other sessions', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `security-${Date.now()}@example.net`;
  const apiSession = await registerJournalist(request, email);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);

  // Two-factor turned on elsewhere (the sign-in above came first, so no code was needed).
  await turnOnTwoFactor(request, apiSession);
  await page.goto(SECURITY_TAB);
  await expect(page.getByTestId('twofa-status')).toHaveText('On');

  // Turning it off asks for the password; the DELETE goes from the shell's origin to the API (CORS).
  await page.getByLabel('Password to turn off').fill('Wrong2026pass');
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await expect(page.getByTestId('twofa-status')).toHaveText('On');
  const turnedOff = page.waitForResponse(
    (r) => r.url() === `${API}/auth/two-factor` && r.request().method() === 'DELETE',
  );
  await page.getByLabel('Password to turn off').fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  expect((await turnedOff).status()).toBe(200);
  await expect(page.getByTestId('twofa-status')).toHaveText('Off');
  const login = await request.post(`${API}/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200); // no code asked any more

  // The same person signed in in another browser.
  const otherContext = await browser.newContext();
  const otherPage = waitingForApp(await otherContext.newPage());
  await signIn(otherPage, email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/profile\/journalist\/personal-info$/);

  // "Sign out of all other sessions": a confirmation with the password, then a success message.
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  await confirm.getByLabel('Your password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sessions-done')).toHaveText('You are signed out of all other sessions.');
  await expect(confirm).toBeHidden();

  // The other browser is signed out; this one is not.
  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: 'Login as a Journalist or Expert' })).toBeVisible();
  expect((await request.get(`${API}/profile`, { headers: apiSession })).status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('twofa-status')).toHaveText('Off');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await otherContext.close();
});

/** The address of the link named `name` in the newest mail to `to`, read on the local mailbox page. */
async function linkInMailbox(page: Page, to: string, name: string) {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  await mailbox
    .getByRole('row', { name: new RegExp(to.replace(/[.+]/g, '\\$&')) })
    .getByRole('link')
    .first()
    .click();
  const href = await mailbox.frameLocator('iframe').getByRole('link', { name }).getAttribute('href');
  await mailbox.close();
  return href!.replace(/^https?:\/\/[^/]+/, '');
}

test('an email change waits for the link in the mailbox, and the old address is told', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `mover-${stamp}@example.net`;
  const next = `moved-${stamp}@example.org`;
  await registerJournalist(request, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);

  await page.getByLabel('Email', { exact: true }).fill(next);
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByTestId('email-change-pending')).toContainText(
    `We have sent a link to ${next}. Your sign-in email changes when you open it`,
  );
  // Nothing changed yet: the old address still signs in, the new one does not.
  await expect(page.getByTestId('current-email')).toHaveText(email);
  expect((await request.post(`${API}/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(200);
  expect((await request.post(`${API}/auth/login`, { data: { email: next, password: PASSWORD } })).status()).toBe(422);

  // The old address was told, in a mail with no link that makes the change.
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  await expect(
    mailbox.getByRole('row', { name: new RegExp(`${email}.*Your PressPoint sign-in email is about to change`) }),
  ).toBeVisible();
  await mailbox.close();

  // The link mailed to the new address makes the change, once.
  const link = await linkInMailbox(page, next, 'Confirm your new sign-in email');
  expect(link).toMatch(/^\/email\/confirm\/[\w-]+$/);
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText(`Your sign-in email is now ${next}.`);
  await page.goto('/profile/journalist/personal-info');
  await expect(page.getByTestId('current-email')).toHaveText(next);
  expect((await request.post(`${API}/auth/login`, { data: { email: next, password: PASSWORD } })).status()).toBe(200);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This email confirmation link is invalid or has expired.');
});
