import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { approvedJournalist, withQuickTemplate } from '../support/journalists';
import { signIn } from '../support/session';

// Issue 25, WCAG 2.2 AA: the directory and the interview request work with the keyboard alone, focus
// moves into a dialog when it opens and back to what opened it when it closes.

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page), or fails. */
async function tabTo(page: Page, target: Locator, most = 150) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab never reached ${target}`);
}

test('a journalist finds an expert and sends an interview request with the keyboard alone', async ({
  page,
  request,
}) => {
  const journalist = await approvedJournalist(request, 'Kim', 'Keys');
  await withQuickTemplate(request, journalist);
  await signIn(page, journalist.email, journalist.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard's search, by Tab, typed, Enter.
  await tabTo(page, page.getByRole('searchbox', { name: 'Find an expert' }));
  await page.keyboard.type('rates');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/directory\?search=rates/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Discuss now on the first result: the dialog takes the focus; Escape gives it back.
  const discuss = page.getByRole('button', { name: /^Discuss now with / }).first();
  await tabTo(page, discuss);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Request an interview with / });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(discuss)).toBe(true);

  // Again, and this time sent from the keyboard: Tab to Send request, Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Send request' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Interview request sent').first()).toBeVisible();
});
