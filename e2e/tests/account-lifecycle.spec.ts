import { signIn } from '../support/session';
import { expect, test } from '../support/test';

// Issue 26: a person's own account lifecycle. An expert asks to delete the account from the
// Security tab (the password confirms it), sees the date and "Restore my account" wherever the
// account reads WILL_BE_DELETED, and restores it. The demo expert2 ends the journey as it began.

const EXPERT = 'expert2@example.com';
const WILL_BE_DELETED = 'You don`t have access to this page. Please, restore your account before.';

test('an expert deletes the account, sees the restore control, and restores it', async ({ page }) => {
  await signIn(page, EXPERT);
  // Signed in once the workspace shows; only then does the next address keep the session.
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/profile/expert/security');

  const panel = page.getByTestId('delete-account');
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account?' });
  // A wrong password is refused on its field, and kept.
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveValue('not-the-password');
  await dialog.getByLabel('Your password').fill('Demo2026pass');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Your account will be deleted on \d{1,2} \w+ \d{4}\. Until then/)).toBeVisible();

  // The account reads WILL_BE_DELETED: the profile says so with the date and the way back.
  const notices = page.getByTestId('deletion-notice');
  await expect(notices.first()).toContainText(/Your account will be deleted on \d{1,2} \w+ \d{4}\./);
  await expect(page.getByTestId('status-notice')).toHaveText(WILL_BE_DELETED);

  // A workspace page sends the account to its personal info, where the restore control is too.
  await page.goto('/guests');
  await expect(page).toHaveURL(/\/profile\/expert\/personal-info$/);
  await expect(page.getByText(WILL_BE_DELETED).first()).toBeVisible();
  await page.getByTestId('deletion-notice').getByRole('button', { name: 'Restore my account' }).click();
  await expect(page.getByText('Your account is restored', { exact: true })).toBeVisible();
  await expect(page.getByTestId('deletion-notice')).toHaveCount(0);

  // Everything is open again.
  await page.goto('/guests');
  await expect(page).toHaveURL(/\/guests$/);
});
