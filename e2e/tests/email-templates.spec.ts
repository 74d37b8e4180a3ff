import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { approvedJournalist } from '../support/journalists';
import { signIn } from '../support/session';

// Issue 12: a journalist keeps email templates (spec sections 2, 7 and 9) and uses them in an
// interview request, the placeholders filled with the guest's details.

const workspace = (page: Page) => page.locator('[data-app="mf-journalist"]');
// The form's title box (the list's sortable column header is also named 'Title').
const titleBox = (page: Page) => workspace(page).getByRole('textbox', { name: 'Title' });
const row = (page: Page, title: string) => workspace(page).getByRole('row').filter({ hasText: title });

async function saveTemplate(page: Page, button: 'Save template' | 'Save changes', toast: string) {
  await workspace(page).getByRole('button', { name: button }).click();
  // The toast of a save a moment before may still be there: the newest is last.
  await expect(page.getByText(toast).last()).toBeVisible();
  await expect(page).toHaveURL(/\/email-templates\/all/);
}

test('a journalist writes, edits and picks a default template, sends it filled in, and deletes another', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await approvedJournalist(request, 'Tess', 'Writer');
  await signIn(page, me.email, me.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard's card leads to the templates; there are none yet.
  await workspace(page)
    .getByRole('link', { name: /Email templates/ })
    .click();
  await expect(page).toHaveURL(/\/email-templates\/all$/);
  await expect(workspace(page).getByText('No Result Found')).toBeVisible();

  // A first, short template becomes the default by itself.
  await workspace(page).getByRole('button', { name: 'New template' }).click();
  await expect(page).toHaveURL(/\/email-templates\/new$/);
  await expect(workspace(page).getByRole('heading', { name: 'New template' })).toBeVisible();
  await titleBox(page).fill('Podcast invite');
  await workspace(page).getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Hi, would you join our podcast?');
  await saveTemplate(page, 'Save template', 'Template saved');
  await expect(row(page, 'Podcast invite').getByText('Default', { exact: true })).toBeVisible();

  // The second one has bold text and placeholders put in with the chips, at the cursor.
  await workspace(page).getByRole('button', { name: 'New template' }).click();
  await expect(workspace(page).getByRole('heading', { name: 'New template' })).toBeVisible();
  await workspace(page).getByRole('button', { name: 'Save template' }).click();
  await expect(workspace(page).getByText('This field is required')).toHaveCount(2);
  await titleBox(page).fill('Rate decision');
  const content = workspace(page).getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Dear ');
  await workspace(page).getByRole('button', { name: 'Guest name' }).click();
  await page.keyboard.type(', a ');
  await workspace(page).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('short call');
  await workspace(page).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' about ');
  await workspace(page).getByRole('button', { name: 'Topic' }).click();
  await page.keyboard.type('?');
  await expect(content).toHaveText('Dear {guest_name}, a short call about {topic}?');
  await expect(content.locator('strong')).toHaveText('short call');
  await saveTemplate(page, 'Save template', 'Template saved');
  await expect(row(page, 'Rate decision')).toBeVisible();
  await expect(row(page, 'Rate decision').getByText('Default', { exact: true })).toHaveCount(0);
  // The last change, in the spec's format.
  await expect(row(page, 'Rate decision')).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} (AM|PM)/);

  // Edit it: the form opens with its text; back on the list with the new title.
  await row(page, 'Rate decision').getByRole('link', { name: 'Edit Rate decision' }).click();
  await expect(page).toHaveURL(/\/email-templates\/edit\/\d+$/);
  await expect(workspace(page).getByRole('heading', { name: 'Edit template' })).toBeVisible();
  await expect(titleBox(page)).toHaveValue('Rate decision');
  await expect(content.locator('strong')).toHaveText('short call');
  await titleBox(page).fill('Rate decision call');
  await saveTemplate(page, 'Save changes', 'Template updated');
  await expect(row(page, 'Rate decision call')).toBeVisible();

  // Search and sort live in the URL: a reload keeps them.
  await workspace(page).getByRole('searchbox', { name: 'Search templates' }).fill('rate');
  await expect(page).toHaveURL(/search=rate/);
  await expect(row(page, 'Podcast invite')).toHaveCount(0);
  await page.reload();
  await expect(workspace(page).getByRole('searchbox', { name: 'Search templates' })).toHaveValue('rate');
  await expect(row(page, 'Rate decision call')).toBeVisible();
  await expect(row(page, 'Podcast invite')).toHaveCount(0);
  await workspace(page).getByRole('searchbox', { name: 'Search templates' }).fill('');
  await expect(row(page, 'Podcast invite')).toBeVisible();
  await workspace(page).getByRole('columnheader', { name: 'Title' }).click();
  await expect(page).toHaveURL(/sort=title&order=asc/);
  await expect(workspace(page).getByRole('row').nth(1)).toContainText('Podcast invite');
  await workspace(page).getByRole('columnheader', { name: 'Title' }).click();
  await expect(page).toHaveURL(/sort=title&order=desc/);
  await expect(workspace(page).getByRole('row').nth(1)).toContainText('Rate decision call');

  // Make it the default: the mark moves.
  await row(page, 'Rate decision call').getByRole('button', { name: 'Make default: Rate decision call' }).click();
  await expect(page.getByText('Default template set')).toBeVisible();
  await expect(row(page, 'Rate decision call').getByText('Default', { exact: true })).toBeVisible();
  await expect(row(page, 'Podcast invite').getByText('Default', { exact: true })).toHaveCount(0);

  // An interview request offers it first, and shows the message with the guest's details in it.
  await page.goto('/allposts');
  await page.locator('.story-card h3 a').first().click();
  const guests = page.getByRole('complementary', { name: 'Suggested guests' });
  const guestName = (await guests.locator('li strong').first().textContent())!.trim();
  await guests.getByRole('button', { name: 'Discuss now' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Request an interview with ${guestName}` });
  await expect(dialog.getByLabel('Email template')).toBeVisible();
  // The default is chosen.
  await expect(dialog.locator('.ant-select').first()).toContainText('Rate decision call');
  const preview = dialog.getByRole('region', { name: 'Message preview' });
  await expect(preview).toContainText(`Dear ${guestName}, a short call about {topic}?`);
  await expect(preview).not.toContainText('{guest_name}');
  await expect(preview.locator('strong')).toHaveText('short call');
  await dialog.getByLabel('Topic').fill('the rate decision');
  await expect(preview).toContainText(`Dear ${guestName}, a short call about the rate decision?`);
  const date = dialog.getByLabel('Date and time of the interview');
  await date.click();
  await date.fill(`${new Date().getFullYear() + 1}/02/20 11:00 AM`);
  // Enter takes the date; sending is the journalist's own click, after a look.
  await date.press('Enter');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Interview request sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Delete the other template, after confirming.
  await page.goto('/email-templates/all');
  await row(page, 'Podcast invite').getByRole('button', { name: 'Delete Podcast invite' }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Delete this template?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Podcast invite')).toBeVisible();
  await row(page, 'Podcast invite').getByRole('button', { name: 'Delete Podcast invite' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Template deleted')).toBeVisible();
  await expect(row(page, 'Podcast invite')).toHaveCount(0);
  await expect(row(page, 'Rate decision call').getByText('Default', { exact: true })).toBeVisible();
});

test.describe('at 320 px wide', () => {
  const WIDTH = 320;
  test.use({ viewport: { width: WIDTH, height: 640 } });

  test('the templates list and form fit the screen: the table scrolls inside itself', async ({ page }) => {
    await signIn(page, 'journalist@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/email-templates/all');
    await expect(workspace(page).getByRole('row').nth(1)).toBeVisible();
    await expect(workspace(page).getByRole('searchbox', { name: 'Search templates' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

    await workspace(page).getByRole('button', { name: 'New template' }).click();
    await expect(workspace(page).getByRole('textbox', { name: 'Content' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  });
});
