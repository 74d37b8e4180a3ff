import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import type { Page } from '@playwright/test';

// Issue 12, "Seen as a user": at 320px the signed-in header ran off screen (Log out unreachable,
// the page 403px wide), and the journalist dashboard's cards looked like links that led nowhere.
const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

async function expectInsideViewport(page: Page, name: string, role: 'button' = 'button') {
  const target = page.getByRole(role, { name, exact: true });
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

/** Below 1200px the header's links and user tools live behind the Menu button. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

for (const { who, email, lands } of [
  { who: 'journalist', email: 'journalist@example.com', lands: /\/dashboard$/ },
  { who: 'expert', email: 'expert@example.com', lands: /\/guests$/ },
]) {
  test(`signed in as the ${who}, the header fits 320px and Log out and the bell are reachable`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(lands);
    // Signed in (the menu's user row is there, hidden until the menu opens).
    await expect(page.getByTestId('header-name')).toBeAttached();
    await expectNoHorizontalOverflow(page);

    await openMenu(page);
    await expect(page.getByTestId('header-name')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectInsideViewport(page, 'Log out');

    // The bell's list opens within the screen too.
    const bell = page.locator('.bell__button');
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByRole('menu', { name: 'Notifications' });
    await expect(list).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    await expectNoHorizontalOverflow(page);
  });
}

test('the journalist dashboard shows its figures, each card opening its panel, within the width', async ({ page }) => {
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const dashboard = page.locator('[data-app="mf-journalist"]');
  for (const name of ['interviews', 'upcoming', 'questions', 'contacts', 'saved-searches', 'response-time']) {
    const card = dashboard.getByTestId(`dashboard-${name}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link').first()).toHaveAttribute('href', `/dashboard/${name}`);
  }
  await expectNoHorizontalOverflow(page);
  await dashboard.getByTestId('dashboard-contacts').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expectNoHorizontalOverflow(page);
});

test('the visitor’s header fits 320px, closed and open', async ({ page }) => {
  await page.goto('/');
  await expectNoHorizontalOverflow(page);
  await openMenu(page);
  await expectNoHorizontalOverflow(page);
  await expectInsideViewport(page, 'Login as a Journalist or Expert');
  await expectInsideViewport(page, 'Register as a Journalist or Expert');
});

test('a table’s row actions are in view at 320px, the other columns scrolling under them', async ({ page }) => {
  await signIn(page, 'expert@example.com');
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/interviews/expert/pending');
  const approve = page.getByRole('button', { name: /^Approve the interview with / }).first();
  await expect(approve).toBeVisible();
  for (const action of [approve, page.getByRole('button', { name: /^Reject the interview with / }).first()]) {
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  }
  await expectNoHorizontalOverflow(page);

  // A dialog opened from a row lies over every row's actions, not under the next rows' (a click
  // on its button would otherwise land on another row's Reject).
  await page
    .getByRole('button', { name: /^Reschedule the interview with / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Reschedule the interview with / });
  await dialog.getByLabel('New date and time').fill('');
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click({ timeout: 5_000 });
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test('an open question thread keeps its answer box in view at 320px', async ({ page }) => {
  await signIn(page, 'expert@example.com');
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/questions/expert');
  await page.getByRole('list', { name: 'Threads' }).getByRole('button').first().click();
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send answer' })).toBeInViewport();
  await expectNoHorizontalOverflow(page);
});
