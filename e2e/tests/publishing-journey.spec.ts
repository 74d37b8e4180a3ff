import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { approvedJournalist } from '../support/journalists';
import { pick as pickFrom } from '../support/fields';
import { pngImage, uniqueWord } from '../support/files';
import { E2E_ENV } from '../support/servers';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';
import { expect, test } from '../support/test';

// Issue 16's journeys: an expert publishes news with a picture, topics and suggested guests, edits
// and deletes it; makes a briefing with a header image, a gallery and experts, which a journalist
// registers for (the invitation reaches the mailbox); makes a story idea with ?tab=posts. Search
// engines read the pages' JSON-LD in the HTML the server sends.

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const EXPERT = 'expert@example.com';
const expertApp = (page: Page) => page.locator('[data-app="mf-expert"]');
const publicApp = (page: Page) => page.locator('[data-app="mf-public"]');
/** The 4th of May, `years` ahead (far enough to lead lists sorted by start date), as a date input holds it. */
const ahead = (years: number) => `${new Date().getUTCFullYear() + years}-05-04`;
const picture = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(1600, 900, rgb),
});

/** Two of the demo expert's guests, by name, as the account reads them. */
async function twoGuests(request: APIRequestContext): Promise<string[]> {
  const login = await request.post(`${API}/auth/login`, { data: { email: EXPERT, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const answer = await request.get(`${API}/guests`, { headers: auth, params: { per_page: 100 } });
  expect(answer.status(), await answer.text()).toBe(200);
  const guests = (await answer.json()).data as { first_name: string; last_name: string; is_draft: boolean }[];
  const names = guests.filter((g) => !g.is_draft).map((g) => `${g.first_name} ${g.last_name}`);
  expect(names.length).toBeGreaterThanOrEqual(2);
  return names.slice(0, 2);
}

/** A date in the browser's own date input, as a person types or picks it (what counts is ISO). */
async function typeDate(page: Page, field: string, value: string) {
  const input = expertApp(page).getByLabel(field, { exact: true });
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

/** The rich text editor (spec section 9): click into it and type. */
async function write(page: Page, field: string, text: string) {
  const editor = expertApp(page).getByRole('textbox', { name: field });
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

/** The file input of a labelled file field (the picture, the gallery). */
const fileInput = (page: Page, label: string) =>
  expertApp(page).getByRole('group', { name: label, exact: true }).locator('input[type="file"]');

/** The JSON-LD blocks of a page as the server sends it (no script runs). */
async function structuredData(browser: Browser, path: string): Promise<Record<string, unknown>[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  await context.close();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('an expert publishes news with a picture, topics and guests, edits it and deletes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const app = expertApp(page);
  const guests = await twoGuests(request);
  const title = `Tidal power ${uniqueWord('News')}`;

  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/contacts-manager/expert');
  await expect(app.getByRole('heading', { level: 1, name: 'Publish news' })).toBeVisible();
  await app.getByRole('button', { name: 'Create news' }).click();
  await expect(page).toHaveURL(/\/contacts-manager\/expert\/news\/create$/);
  await expect(app.getByRole('heading', { level: 1, name: 'Create news' })).toBeVisible();

  // The rules speak before anything is sent.
  await app.getByRole('button', { name: 'Publish' }).click();
  await expect(app.getByText('Choose at least one')).toBeVisible();

  await app.getByLabel('Title', { exact: true }).fill(title);
  await write(page, 'Text', 'Why the grid needs storage before more turbines.');
  await app.getByLabel('Website link', { exact: true }).fill('https://example.com/tidal');
  // The picture is measured in the browser (the page's policy lets it read the chosen file) before it is sent.
  const newsPicture = app.getByRole('group', { name: 'Picture' }).locator('input[type="file"]');
  await newsPicture.setInputFiles({
    name: 'narrow.png',
    mimeType: 'image/png',
    buffer: pngImage(800, 450, [200, 30, 30]),
  });
  await expect(app.getByText('The file must be at least 1000 px wide.')).toBeVisible();
  await newsPicture.setInputFiles(picture('tidal.png', [20, 120, 60]));
  await expect(app.getByTestId('picture-chosen')).toContainText('tidal.png');
  await expect(app.getByText('The file must be at least 1000 px wide.')).toHaveCount(0);
  await pickFrom(app, 'Expertise', 'Finance');
  await pickFrom(app, 'Expertise', 'Banking');
  await pickFrom(app, 'Suggested guests', guests[0]);
  await pickFrom(app, 'Suggested guests', guests[1]);
  await app.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/contacts-manager\/expert$/);
  const row = app.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Finance');
  await expect(row).toContainText(guests[0]);

  // The stories hub shows it at once; the article has its picture, topics and guests.
  await page.goto('/allposts');
  await publicApp(page).getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const articlePath = new URL(page.url()).pathname;
  const aside = page.getByRole('complementary', { name: 'Suggested guests' });
  await expect(aside).toContainText(guests[0]);
  await expect(aside).toContainText(guests[1]);
  await expect(publicApp(page).getByRole('link', { name: 'Banking' })).toBeVisible();
  await expect(publicApp(page).locator('article img').first()).toBeVisible();

  // The author page lists it.
  await publicApp(page).locator('.meta-line a').click();
  await expect(page).toHaveURL(/\/author\//);
  await expect(publicApp(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  const authorPath = new URL(page.url()).pathname;

  // Search engines read a NewsArticle and a ProfilePage with a Person, and no contact data.
  const [article] = await structuredData(browser, articlePath);
  expect(article).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: title });
  expect(article.datePublished).toBeTruthy();
  expect((article.author as { '@type': string }[])[0]['@type']).toBe('Person');
  const [profile] = await structuredData(browser, authorPath);
  expect(profile).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } });
  expect(JSON.stringify([article, profile])).not.toMatch(/@example\.com|telephone|"email"/);

  // Edited, the article shows the change.
  const changed = `${title} revised`;
  await page.goto('/contacts-manager/expert');
  await app.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/contacts-manager\/expert\/news\/edit\/\d+$/);
  await expect(app.getByRole('heading', { level: 1, name: 'View & Edit' })).toBeVisible();
  await expect(app.getByLabel('Title', { exact: true })).toHaveValue(title);
  await app.getByLabel('Title', { exact: true }).fill(changed);
  await app.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/contacts-manager\/expert$/);
  await app.getByRole('link', { name: changed, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
  const changedPath = new URL(page.url()).pathname;

  // Deleted (after a confirmation), it is gone: its page is not found.
  await page.goto('/contacts-manager/expert');
  await app.getByRole('button', { name: `Delete ${changed}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(app.getByRole('row', { name: new RegExp(changed) })).toHaveCount(0);
  const gone = await page.goto(changedPath);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('No Result Found')).toBeVisible();
  await page.goto('/allposts');
  await expect(publicApp(page).getByRole('link', { name: changed, exact: true })).toHaveCount(0);
});

test('a briefing with a header, a gallery and experts; a journalist registers and gets the invitation', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const app = expertApp(page);
  const guests = await twoGuests(request);
  const heading = `Grid storage briefing ${uniqueWord('Brief')}`;
  const journalist = await approvedJournalist(request, 'Rhea', uniqueWord('Reg'));

  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/background-briefing');
  await app.getByRole('button', { name: 'Create briefing' }).click();
  await expect(page).toHaveURL(/\/background-briefing\/create$/);
  await expect(app.getByRole('heading', { level: 1, name: 'Create news' })).toBeVisible();
  await app.getByRole('button', { name: 'Publish' }).click();
  await expect(app.getByText('Required').first()).toBeVisible();

  await app.getByLabel('Heading', { exact: true }).fill(heading);
  await fileInput(page, 'Header image').setInputFiles(picture('header.png', [200, 40, 40]));
  await expect(app.getByTestId('picture-chosen')).toContainText('header.png');
  await write(page, 'Description', 'Storage, prices and the grid: what changes next year.');
  await typeDate(page, 'Start date', ahead(4));
  await typeDate(page, 'End date', ahead(4));
  await app.getByLabel('All day', { exact: true }).click();
  await app.getByLabel('Location', { exact: true }).fill('Marina Bay Sands, Singapore');
  await app.getByLabel('Organised by', { exact: true }).fill('Harbour Polytechnic');
  await app.getByLabel('Signups url', { exact: true }).fill('https://example.com/briefing');
  await fileInput(page, 'Gallery').setInputFiles([
    picture('one.png', [10, 10, 200]),
    picture('two.png', [10, 200, 10]),
    picture('three.png', [200, 200, 10]),
  ]);
  for (const name of ['one.png', 'two.png', 'three.png'])
    await expect(app.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await pickFrom(app, 'Suggested experts', guests[0]);
  await pickFrom(app, 'Suggested experts', guests[1]);

  // The preview shows the public page before anything is sent.
  await app.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of the public page' });
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  await app.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/background-briefing\/list$/);
  await app.getByRole('link', { name: heading, exact: true }).click();
  await expect(page).toHaveURL(/\/event-detail\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  const site = publicApp(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(site.locator('article > .picture img, article img').first()).toBeVisible();
  await expect(site.getByLabel('Gallery').locator('img')).toHaveCount(3);
  await expect(site.getByText('All Day')).toBeVisible();
  await expect(site.getByText(guests[0]).first()).toBeVisible();
  await expect(site.getByText(guests[1]).first()).toBeVisible();
  await expect(site.getByRole('button', { name: /Discuss now/ }).first()).toBeVisible();

  // The gallery opens in the lightbox.
  await site.getByRole('button', { name: 'Open picture' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Image' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Image' }).click();

  // An Event for search engines, with its status and attendance mode.
  const [ld] = await structuredData(browser, eventPath);
  expect(ld).toMatchObject({
    '@type': 'Event',
    name: heading,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  });
  expect(String(ld.startDate)).toMatch(/^\d{4}-05-04/);

  // An approved journalist registers from the event page; the invitation reaches the mailbox.
  await signOut(page);
  await signIn(page, journalist.email, journalist.password);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(eventPath);
  const registration = site.getByRole('region', { name: 'Registration' });
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(registration.getByRole('status')).toContainText('You are registered');
  // The invitation is mailed in the background: the mailbox is read again until it is there.
  const mailbox = await page.context().newPage();
  await expect(async () => {
    await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
    const mail = mailbox.getByRole('row', { name: new RegExp(journalist.email) }).first();
    // The subject is the product's words; the briefing's heading is in the body.
    await expect(mail).toContainText('Invitation: PressPoint briefing', { timeout: 1_000 });
    await expect(mail).toContainText('REQUEST', { timeout: 1_000 });
    await mail.getByRole('link').first().click();
    await expect(mailbox.frameLocator('iframe').getByText(heading).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await mailbox.close();
});

test('a story idea made with ?tab=posts appears on /story-ideas', async ({ page }) => {
  test.setTimeout(180_000);
  const app = expertApp(page);
  const heading = `Who pays for storage ${uniqueWord('Idea')}`;
  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/background-briefing/create?tab=posts');
  await expect(app.getByText('Story idea')).toBeVisible();
  await app.getByLabel('Heading', { exact: true }).fill(heading);
  await fileInput(page, 'Header image').setInputFiles(picture('idea.png', [90, 30, 160]));
  await expect(app.getByTestId('picture-chosen')).toContainText('idea.png');
  await write(page, 'Description', 'Grid batteries and who pays for them.');
  await typeDate(page, 'Start date', ahead(6));
  await typeDate(page, 'End date', ahead(6));
  await app.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/contacts-manager\/expert\?tab=posts$/);
  await expect(app.getByRole('row', { name: new RegExp(heading) })).toBeVisible();

  await page.goto('/story-ideas');
  await publicApp(page).getByRole('link', { name: heading, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});
