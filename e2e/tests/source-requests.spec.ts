import { type Browser, type Locator, type Page } from '@playwright/test';
import { choose, pick } from '../support/fields';
import { approvedJournalist, withQuickTemplate } from '../support/journalists';
import { signIn } from '../support/session';
import { expect, test, waitingForApp } from '../support/test';

// Issue 27's journey, in three browsers: a journalist posts a source request for an AI expert in
// Singapore due tomorrow; the demo expert, whose guests match, sees the notification arrive live,
// opens the opportunity from the bell and pitches a guest; the journalist sees the pitch arrive,
// shortlists it and turns it into an interview request in one more action; the expert finds that
// interview pending. A second expert, with no matching guest, is told nothing.

/** The demo expert with a guest in Artificial Intelligence, in Singapore (demo data). */
const MATCHING_EXPERT = 'expert@example.com';
/** A second expert whose guests match neither (demo data). */
const OTHER_EXPERT = 'expert2@example.com';

const SUMMARY = `AI expert on Singapore's model governance framework ${Date.now().toString(36)}`;

const journalistApp = (page: Page) => page.locator('[data-app="mf-journalist"]');
const expertApp = (page: Page) => page.locator('[data-app="mf-expert"]');

async function signedIn(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext({ timezoneId: 'Asia/Singapore' });
  const page = waitingForApp(await context.newPage());
  await signIn(page, email, password);
  return { context, page };
}

/** The bell's unread count, as its label says it, once the page's first reads are in. */
async function bellCount(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);
}

/** A field of the request form: its frame, with the messages under it. */
const formItem = (app: Locator, page: Page, field: string) =>
  app.locator('.pp-field').filter({ has: page.locator('label').getByText(field, { exact: true }) });

test('a source request reaches the matching expert live, is pitched, shortlisted and becomes an interview request', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const writer = await approvedJournalist(request, 'Ria', 'Sourcer');
  await withQuickTemplate(request, writer);

  // Both experts wait, each on a workspace page with the bell.
  const expert = await signedIn(browser, MATCHING_EXPERT);
  await expect(expert.page).toHaveURL(/\/guests$/);
  const expertBell = await bellCount(expert.page);
  const other = await signedIn(browser, OTHER_EXPERT);
  await expect(other.page).toHaveURL(/\/guests$/);
  const otherBell = await bellCount(other.page);

  // The journalist posts from the Requests menu item; the form checks with the shared rules first.
  const journalist = await signedIn(browser, writer.email, writer.password);
  const j = journalist.page;
  await expect(j).toHaveURL(/\/dashboard$/);
  await j.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Requests' }).click();
  await expect(journalistApp(j).getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await journalistApp(j).getByRole('link', { name: 'New request' }).click();
  await expect(j).toHaveURL(/\/requests\/new$/);
  const form = journalistApp(j);
  await form.getByRole('button', { name: 'Post request' }).click();
  await expect(formItem(form, j, 'Summary')).toContainText('This field is required');
  await expect(formItem(form, j, 'Expertise')).toContainText('Choose at least one expertise');
  await expect(formItem(form, j, 'Outlet')).toContainText('Name the outlet or choose "Anonymous outlet"');

  await form.getByLabel('Summary', { exact: true }).fill(SUMMARY);
  await form
    .getByLabel('Details', { exact: true })
    .fill('How should newsrooms read the new framework? Ten minutes by phone, on the record.');
  await pick(form, 'Expertise', 'Artificial Intelligence');
  await pick(form, 'Countries', 'Singapore');
  await choose(form, 'Medium', 'Online');
  await choose(form, 'Format', 'Phone');
  // The deadline offered is tomorrow at 5 PM, in the journalist's own zone.
  await expect(form.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Singapore');
  await form.getByLabel('Outlet', { exact: true }).fill('Harbour Times');
  await form.getByRole('button', { name: 'Post request' }).click();
  await expect(j.getByText('Request posted')).toBeVisible();
  await expect(j).toHaveURL(/\/requests\/\d+$/);
  await expect(journalistApp(j).getByRole('heading', { level: 1, name: SUMMARY })).toBeVisible();
  await expect(journalistApp(j).getByText('No pitches yet.', { exact: false })).toBeVisible();

  // The matching expert's bell rises without a reload; the bell opens the opportunity.
  const e = expert.page;
  await expect(e.getByRole('button', { name: `Notifications, ${expertBell + 1} unread` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    e.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: /^Opportunities ?, \d+ new$/ }),
  ).toBeVisible();
  await e.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await e.getByRole('menuitem').filter({ hasText: SUMMARY }).first().click();
  await expect(e).toHaveURL(/\/opportunities\/\d+$/);
  const opportunity = expertApp(e);
  await expect(opportunity.getByRole('heading', { level: 1, name: SUMMARY })).toBeVisible();
  await expect(opportunity.getByTestId('deadline-countdown')).toContainText(/left$/);
  // The journalist's address is never shown; the outlet and name are.
  await expect(opportunity).not.toContainText(writer.email);
  await expect(opportunity).toContainText('Harbour Times');

  // The expert pitches one of the account's eligible guests.
  // The browser's own select: its first entry is the placeholder, the guests follow.
  const guestField = opportunity.getByLabel('Guest', { exact: true });
  const guestLabel = (await guestField.locator('option').nth(1).textContent())!;
  await guestField.selectOption({ index: 1 });
  const guestName = guestLabel.split(',')[0];
  await opportunity
    .getByLabel('Your answer', { exact: true })
    .fill(`${guestName} advised on the framework's first draft and can speak on the record today.`);
  await opportunity.getByRole('button', { name: 'Send pitch' }).click();
  await expect(e.getByText('Pitch sent')).toBeVisible();
  const myPitch = opportunity.getByTestId('my-pitch').filter({ hasText: guestName });
  await expect(myPitch).toContainText('Pitched');

  // The pitch arrives on the journalist's open request, live; shortlisted, then an interview request.
  const pitch = journalistApp(j).getByRole('article', { name: new RegExp(`^Pitch \\d+: ${guestName}$`) });
  await expect(pitch).toBeVisible({ timeout: 20_000 });
  await expect(pitch).toContainText('advised on the framework');
  await pitch.getByRole('button', { name: `Shortlist ${guestName}` }).click();
  await expect(j.getByText('Pitch shortlisted')).toBeVisible();
  await expect(pitch).toContainText('Shortlisted');
  await pitch.getByRole('button', { name: `Request interview with ${guestName}` }).click();
  const dialog = j.getByRole('dialog', { name: `Request an interview with ${guestName}` });
  await expect(dialog.getByLabel('Topic', { exact: true })).toHaveValue(SUMMARY);
  await expect(dialog.getByLabel('Message', { exact: true })).toContainText(/could we talk about/);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(j.getByText('Interview request sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pitch).toContainText('Interview requested');

  // The expert's pitch reads the outcome, and the interview waits among the pending invitations.
  await e.reload();
  await expect(myPitch).toContainText('Interview requested');
  await e.goto('/interviews/expert/pending');
  const pending = expertApp(e);
  await expect(pending.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
  await expect(
    pending
      .getByRole('row')
      .filter({ hasText: `${writer.firstName} ${writer.lastName}` })
      .filter({ hasText: guestName }),
  ).toContainText('Pending');

  // The expert with no matching guest was told nothing.
  await expect(other.page.getByRole('button', { name: `Notifications, ${otherBell} unread` })).toBeVisible();
  await other.page.reload();
  expect(await bellCount(other.page)).toBe(otherBell);

  await journalist.context.close();
  await expert.context.close();
  await other.context.close();
});
