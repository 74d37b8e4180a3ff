import { type Page } from '@playwright/test';
import { E2E_ENV } from '../support/servers';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { expect, test } from '../support/test';

// Issue 17's plans and payments on the sandbox provider (no Stripe settings in the suite): the
// sandbox checkout page is served by the API and sends signed webhooks to the same endpoint.

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const expertApp = (page: Page) => page.locator('[data-app="mf-expert"]');

/** The account's status as the API reports it now. */
async function statusOf(page: Page, email: string) {
  const login = await page.request.post(`${API}/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  const token = (await login.json()).access_token as string;
  const answer = await page.request.get(`${API}/user/status-update`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()).data.status as number;
}

/** On step 3: Proficiency (for any field, the default), its checkout summary with GST, then 'Pay' (the sandbox page). */
async function chooseProficiency(page: Page) {
  const app = expertApp(page);
  await expect(page).toHaveURL(/\/register\/expert\/3$/);
  await expect(app.getByTestId('gst-note')).toContainText('GST of 9%');
  // The Doctor package keeps its own plans, a click away.
  await app.getByRole('radio', { name: 'Doctor' }).check();
  await expect(app.getByTestId('plan-doctor-advocacy')).toContainText('Show reel four times a year');
  await app.getByRole('radio', { name: 'Any field' }).check();
  await expect(app.getByTestId('plan-proficiency')).toContainText('S$4,560.00');
  await app.getByRole('button', { name: 'Choose Proficiency' }).click();
  await expect(page).toHaveURL(/\/expert\/checkout\/proficiency$/);
  await expect(app.getByTestId('checkout-total')).toHaveText('S$4,970.40');
  await app.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByTestId('total')).toHaveText('S$4,970.40');
}

test('mustpay@ is declined, then pays Proficiency with 4242, gets a receipt, cancels and resumes', async ({ page }) => {
  test.setTimeout(180_000);
  const email = 'mustpay@example.com';
  const app = expertApp(page);
  await signIn(page, email);

  // A declined card: the failed page, and the account must pay again.
  await chooseProficiency(page);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/expert\/payment\/failed$/);
  await expect(app.getByText('Payment failed')).toBeVisible();
  expect(await statusOf(page, email)).toBe(3);

  // Back to the plans; this time the payer leaves the checkout page, as on Stripe's.
  await app.getByRole('button', { name: 'Choose a plan' }).click();
  await chooseProficiency(page);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/expert\/payment\/failed\?reason=cancelled$/);
  await expect(app.getByText(/You left the checkout before paying/)).toBeVisible();
  await expect.poll(() => statusOf(page, email)).toBe(3);

  // Then a card that succeeds.
  await app.getByRole('button', { name: 'Choose a plan' }).click();
  await chooseProficiency(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/expert\/payment\/sucess$/);
  await expect(app.getByText('Payment successful')).toBeVisible();
  expect(await statusOf(page, email)).toBe(1);

  // The receipt, GST shown, in the local mailbox.
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  const receiptRow = mailbox.getByRole('row', { name: new RegExp(`${email}.*Your PressPoint receipt PP-`) }).first();
  await expect(receiptRow).toBeVisible();
  await receiptRow.getByRole('link').first().click();
  await expect(mailbox.frameLocator('iframe').getByText('GST 9%')).toBeVisible();
  await mailbox.close();

  // The payment tab: the plan, an invoice, cancel shows the end date, resume removes it.
  await page.goto('/profile/expert/payment');
  await expect(app.getByText('Proficiency', { exact: true }).first()).toBeVisible();
  await expect(app.getByRole('button', { name: /Download receipt PP-/ })).toBeVisible();
  await expect(app.getByTestId('renews-on')).toBeVisible();
  await app.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel subscription' }).click();
  // Dates in the spec's dd.MM.y, in the reader's zone.
  await expect(app.getByTestId('ends-on')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(page.getByText(/Your subscription ends on \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await app.getByRole('button', { name: 'Resume subscription' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Resume' }).click();
  await expect(app.getByTestId('ends-on')).toHaveCount(0);
  await expect(app.getByTestId('renews-on')).toBeVisible();
});

test('paying@ waits on the payment page until the sandbox completes, then moves on by itself', async ({ page }) => {
  test.setTimeout(120_000);
  const app = expertApp(page);
  await signIn(page, 'paying@example.com');
  await expect(page).toHaveURL(/\/profile\/expert\/payment$/);
  await expect(app.getByTestId('payment-waiting')).toBeVisible();

  // The open checkout (the seeded one) is completed in another tab, on the sandbox's page.
  const checkout = await app.getByRole('link', { name: 'Open the checkout page' }).getAttribute('href');
  expect(checkout).toContain(`${API}/sandbox/checkout/cs_sandbox_demo_paying?return=`);
  const sandbox = await page.context().newPage();
  await sandbox.goto(checkout!);
  await sandbox.getByLabel('Card number').fill('4242 4242 4242 4242');
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(sandbox).toHaveURL(/\/expert\/payment\/sucess$/);
  await sandbox.close();

  // The waiting page noticed by itself (it polls /user/status-update).
  await expect(page).toHaveURL(/\/expert\/payment\/sucess$/, { timeout: 20_000 });
  await expect(app.getByText('Payment successful')).toBeVisible();
});
