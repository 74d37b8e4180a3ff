import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { approvedJournalist } from '../support/journalists';
import { E2E_ENV } from '../support/servers';
import { admin, signIn } from '../support/session';

/** Resolves once the page's realtime connection has joined the account channel. */
function accountChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('private-account.')) resolve();
      }),
    );
  });
}

/**
 * An account's status change reaches the person's open page live (AccountStatusEvent on their
 * private channel), with nobody reloading. The journalist is the test's own, so locking her leaves
 * the demo data as it was.
 */
test('an open page follows its account live: deletion scheduled, restored, then locked', async ({ page, request }) => {
  const journalist = await approvedJournalist(request, 'Lena', 'Live');
  const joined = accountChannelJoined(page);
  await signIn(page, journalist.email, journalist.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await joined;

  // Deletion scheduled: the dashboard no longer admits her; she is on personal info, and told.
  admin('delete', journalist.email);
  await expect(page.getByText('Your account is scheduled for deletion.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);

  // Restored: back to her home, the dashboard.
  admin('restore', journalist.email);
  await expect(page.getByText('Your account is restored.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Locked: signed out, on main, with the section-4 message.
  admin('lock', journalist.email);
  await expect(page.getByText('Your account was locked by admin.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login as a Journalist or Expert' })).toBeVisible();
});

test('a journalist waiting for approval on her page is moved on to the dashboard once approved', async ({
  page,
  request,
}) => {
  const email = `waiting-${Date.now()}@example.net`;
  const password = 'Approval2026live';
  const registered = await request.post(`${E2E_ENV.API_PUBLIC_URL}/api/v1/auth/registration-journalist`, {
    data: {
      first_name: 'Wanda',
      last_name: 'Waits',
      title: 'Reporter',
      company_name: 'Harbour Times',
      email,
      work_phone: '6598887777',
      linkedin: 'https://www.linkedin.com/in/wanda-waits',
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const joined = accountChannelJoined(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\/journalist\/personal-info$/);
  await joined;

  expect(admin('approve', email)).toContain('is approved');
  await expect(page.getByText('Your account is approved.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
