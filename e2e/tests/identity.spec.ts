import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Secret, TOTP } from 'otpauth';
import { admin, DEMO_PASSWORD, signIn, signOut } from '../support/session';
import { E2E_ENV } from '../support/servers';

const APPROVAL =
  'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.';

/**
 * The code an authenticator app shows now, or one 30-second step later: a step already accepted
 * (at setup) is refused again, and one step of drift is allowed.
 */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function loginWithSecondFactor(
  page: Page,
  email: string,
  password: string,
  code: { secret?: string; recovery?: string },
) {
  await signIn(page, email, password);
  const dialog = page.getByRole('dialog', { name: 'Microsoft authenticator' });
  await expect(dialog).toBeVisible();
  if (code.recovery) {
    await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
    await dialog.getByLabel('Recovery code').fill(code.recovery);
  } else {
    await dialog.getByLabel('Code from your authenticator app').fill(codeFor(code.secret!, 1));
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a journalist registers, is approved, signs in with two factors and recovers the password', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `reporter-${Date.now()}@example.net`;
  const password = 'Deadline2026news';

  // Register from the header's menu: the approval message, then personal info.
  await page.goto('/');
  await page.getByRole('button', { name: 'Register as a Journalist or Expert' }).click();
  await page.getByRole('menuitem', { name: 'Journalist' }).click();
  await expect(page).toHaveURL(/\/register\/journalist$/);
  const form = page.locator('[data-app="mf-journalist"]');
  for (const [label, value] of [
    ['First name', 'Maya'],
    ['Last name', 'Chen'],
    ['Title', 'Business reporter'],
    ['Company name', 'Harbour Times'],
    ['Email', email],
    ['Work phone', '6598887777'],
    ['LinkedIn profile', 'https://www.linkedin.com/in/maya-chen'],
    ['Password', password],
    ['Confirm password', password],
  ]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);
  await expect(page.getByTestId('status-notice')).toHaveText(APPROVAL);

  // Not yet approved: the dashboard sends her back with the message.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(APPROVAL).first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);

  // An admin approves her. She is told by mail (as she was told at registration what would
  // happen); its link opens the sign-in dialog, and her first visit is welcomed.
  expect(admin('approve', email)).toContain('is approved');
  await signOut(page);
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  const mails = mailbox.getByRole('row').filter({ hasText: email });
  // Sent once the approval commits (the outbox): the page is read again until both are there.
  await expect(async () => {
    await mailbox.reload();
    await expect(mails.filter({ hasText: 'Welcome to PressPoint: your account is being checked' })).toHaveCount(1);
    await expect(mails.filter({ hasText: 'Your PressPoint account is approved' })).toHaveCount(1);
  }).toPass({ timeout: 15_000 });
  await mails.filter({ hasText: 'Your PressPoint account is approved' }).getByRole('link').first().click();
  const signInLink = await mailbox
    .frameLocator('iframe')
    .getByRole('link', { name: 'Sign in to PressPoint' })
    .getAttribute('href');
  await mailbox.close();
  expect(signInLink).toMatch(/\/\?login=true$/);
  await page.goto(signInLink!.replace(/^https?:\/\/[^/]+/, ''));
  const login = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeVisible();

  // She turns two-factor on in the security tab.
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Security' }).click();
  await page.getByLabel('Password to turn on two-factor authentication').fill(password);
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const secret = (await page.getByTestId('twofa-secret').textContent())!;
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const recoveryCodes = (await page.getByTestId('recovery-codes').textContent())!.trim().split('\n');
  expect(recoveryCodes).toHaveLength(8);
  await expect(page.getByTestId('twofa-status')).toHaveText('On');

  // Sign out; in with a code computed here; then with a recovery code.
  await signOut(page);
  await loginWithSecondFactor(page, email, password, { secret });
  await signOut(page);
  await loginWithSecondFactor(page, email, password, { recovery: recoveryCodes[0] });
  await signOut(page);

  // She forgot the password: the reset mail arrives in the local mailbox.
  await page.goto('/?login=true');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please, check your email')).toBeVisible();
  await expect(page.getByText("Didn't get the email? Please check the spam folder.", { exact: false })).toBeVisible({
    timeout: 8_000,
  });

  const resetMailbox = await page.context().newPage();
  await resetMailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  await resetMailbox
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: /password/i })
    .getByRole('link')
    .first()
    .click();
  const link = await resetMailbox
    .frameLocator('iframe')
    .getByRole('link', { name: 'Set a new password' })
    .getAttribute('href');
  await resetMailbox.close();
  expect(link).toMatch(/\/password-recovery\/[\w-]+$/);

  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('Newsdesk2027');
  await page.getByLabel('Confirm new password').fill('Newsdesk2027');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();

  // The new password works (with a second recovery code, two-factor still being on).
  await loginWithSecondFactor(page, email, 'Newsdesk2027', { recovery: recoveryCodes[1] });
});

const LANDINGS = [
  { email: 'journalist@example.com', url: /\/dashboard$/ },
  { email: 'expert@example.com', url: /\/guests$/ },
  { email: 'waiting@example.com', url: /\/profile\/journalist\/personal-info$/, notice: APPROVAL },
  { email: 'mustaddguest@example.com', url: /\/register\/expert\/2$/ },
  // The pay step is where a must-pay expert acts: no access warning there.
  { email: 'mustpay@example.com', url: /\/register\/expert\/3$/, notice: null },
  {
    email: 'paying@example.com',
    url: /\/profile\/expert\/payment$/,
    notice: 'You don`t have access to this page. Please, wait for successfully executed transaction.',
  },
  {
    email: 'deleting@example.com',
    url: /\/profile\/journalist\/personal-info$/,
    notice: 'You don`t have access to this page. Please, restore your account before.',
  },
];

for (const landing of LANDINGS) {
  test(`${landing.email} lands where section 4 says`, async ({ page }) => {
    await signIn(page, landing.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(landing.url);
    if (landing.notice) await expect(page.getByTestId('status-notice')).toHaveText(landing.notice);
    else if (landing.notice === null) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('status-notice')).toHaveCount(0);
    }
  });
}

test('a locked account is refused with the spec’s message', async ({ page }) => {
  await signIn(page, 'locked@example.com', DEMO_PASSWORD);
  await expect(page.getByText('Sorry, your account was locked by admin')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login as a Journalist' })).toBeVisible();
});
