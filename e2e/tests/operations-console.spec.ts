import type { Browser } from '@playwright/test';
import { E2E_ENV } from '../support/servers';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { expect, test } from '../support/test';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const APPROVAL =
  'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.';

/** The operations console in a browser of its own, signed in as a demo staff member. */
async function consoleAs(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/admin');
  const form = page.locator('[data-app="mf-admin"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return { page, context };
}

test('a support staff member approves a new journalist from the queue, and the journalist’s page follows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `applicant-${Date.now()}@harbourtimes.example`;
  const password = 'Deadline2026news';
  const registered = await request.post(`${API}/auth/registration-journalist`, {
    data: {
      first_name: 'Nadia',
      last_name: 'Rahman',
      title: 'Business reporter',
      company_name: 'Harbour Times',
      email,
      work_phone: '6598887777',
      linkedin: 'https://www.linkedin.com/in/nadia-rahman',
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The applicant waits on her personal info with the approval message.
  await signIn(page, email, password);
  await expect(page.getByTestId('status-notice')).toHaveText(APPROVAL);

  // Support opens the console: the queue holds her, with the domain hint and the waiting time.
  const staff = await consoleAs(browser, 'support@example.com');
  await expect(staff.page).toHaveURL(/\/admin\/approvals$/);
  await expect(staff.page.getByRole('navigation', { name: 'Console' })).toContainText('Audit log');
  const row = staff.page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Nadia Rahman');
  await expect(row).toContainText('Journalist');
  await expect(row).toContainText('Harbour Times');
  await row.getByRole('button', { name: 'Approve Nadia Rahman' }).click();
  await staff.page.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  await expect(staff.page.getByText('Nadia Rahman is approved. They have been told by mail.')).toBeVisible();
  await expect(staff.page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The audit log says who approved whom.
  await staff.page.getByRole('link', { name: 'Audit log' }).click();
  await staff.page.getByRole('searchbox', { name: 'Search by staff email, action or target' }).fill(email);
  await expect(staff.page.getByRole('row').filter({ hasText: 'account.approve' }).first()).toContainText(
    'support@example.com',
  );
  await staff.context.close();

  // Her page follows without a reload: the approval message goes and the dashboard opens.
  await expect(page.getByTestId('status-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a journalist signed in on the site is not signed in to the console, and a moderator is kept out of approvals', async ({
  page,
  browser,
}) => {
  await signIn(page, 'journalist@example.com');
  await page.goto('/admin/approvals');
  await expect(page.locator('[data-app="mf-admin"]').getByRole('button', { name: 'Sign in' })).toBeVisible();

  const moderator = await consoleAs(browser, 'moderator@example.com');
  await moderator.page.goto('/admin/approvals');
  await expect(moderator.page.getByText('Your role does not open this part of the console.')).toBeVisible();
  await moderator.context.close();
});
