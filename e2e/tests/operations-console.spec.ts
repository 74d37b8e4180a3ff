import { E2E_ENV } from '../support/servers';
import { consoleAs, signIn } from '../support/session';
import { expect, test } from '../support/test';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const APPROVAL =
  'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.';

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

test('a visitor’s message from the contact form reaches the console’s inbox; support replies by mail and closes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `reader-${Date.now()}@example.net`;
  await page.goto('/contacts');
  await page.getByLabel('Name').fill('Omar Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Question').fill('Can PressPoint find me an expert on port logistics in Johor by Friday?');
  await page.getByLabel('I am not a robot').click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Form is sent successfully')).toBeVisible();

  const staff = await consoleAs(browser, 'support@example.com');
  await staff.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Contact inbox' }).click();
  const row = staff.page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('port logistics in Johor');
  await row.getByRole('button', { name: 'Open the message from Omar Haddad' }).click();
  const drawer = staff.page.getByRole('dialog');
  await drawer.getByLabel('Reply by mail').fill('Yes: three guests in the directory cover Johor port logistics.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByRole('region', { name: 'Replies' })).toContainText('three guests in the directory');
  await drawer.getByRole('button', { name: 'Mark handled' }).click();
  await expect(drawer.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await staff.context.close();

  // The reply went to the visitor by mail.
  // Sent once the reply commits (the outbox): the mailbox is read again until it is there.
  await expect(async () => {
    await page.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
    await expect(
      page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Re: your message to PressPoint' }),
    ).toHaveCount(1);
  }).toPass({ timeout: 15_000 });
});
