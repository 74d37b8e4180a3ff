import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import { choose, pick } from '../support/fields';
import { csvCell, parseCsv, pngImage, uniqueWord } from '../support/files';
import { E2E_ENV } from '../support/servers';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { expect, test, waitingForApp } from '../support/test';

// Issue 14's journeys: an expert's guests. A new expert's first guest in registration step 2; the
// demo expert's guest made in two steps, edited and found by a journalist; a CSV import with bad
// rows and the rejected rows downloaded; the guests' CSV with a formula neutralised.

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const EXPERT = 'expert@example.com';
/** The account statuses of spec section 4 a journey checks (mf-shared's STATUS). */
const STATUS = { MUST_PAY: 3 } as const;
const expertApp = (page: Page) => page.locator('[data-app="mf-expert"]');
const journalistApp = (page: Page) => page.locator('[data-app="mf-journalist"]');

const DESCRIPTION =
  'Runs the tidal energy lab at Harbour Polytechnic and has briefed regulators on offshore turbines and grid storage.';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Fills the guest form (spec section 3): every required field and a headline. */
async function fillGuestForm(page: Page, guest: { first: string; last: string; title: string }) {
  const app = expertApp(page);
  await app.getByLabel('First name', { exact: true }).fill(guest.first);
  await app.getByLabel('Last name', { exact: true }).fill(guest.last);
  await choose(app, 'Gender', 'Female');
  await app.getByLabel('Title', { exact: true }).fill(guest.title);
  await app.getByLabel('Headline', { exact: true }).fill('Tidal power and the grid that stores it');
  await app.getByLabel('Company name', { exact: true }).fill('Harbour Polytechnic');
  await app
    .getByLabel('LinkedIn', { exact: true })
    .fill(`https://www.linkedin.com/in/${guest.first.toLowerCase()}-${guest.last.toLowerCase()}`);
  await pick(app, 'Country', 'Singapore');
  await pick(app, 'Expertise', 'Sustainability');
  await pick(app, 'Available for appearances in', 'Asia Pacific');
  await pick(app, 'Languages', 'English');
  await app.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
}

/** Signs in through the API: the bearer token and the user (with its status, spec section 4). */
async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post(`${API}/auth/login`, { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { access_token: string; user: { status: number } };
  return { auth: { authorization: `Bearer ${session.access_token}` }, user: session.user };
}

/** Step 1 of a guest through the API (JSON, lookup ids): answers the draft's id. */
async function createGuest(
  request: APIRequestContext,
  auth: Record<string, string>,
  fields: Record<string, unknown>,
): Promise<number> {
  const firstId = async (path: string) => {
    const answer = await request.get(`${API}${path}`);
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()).data as { id: number }[])[0].id;
  };
  const created = await request.post(`${API}/guests/create`, {
    headers: auth,
    data: {
      first_name: 'Iris',
      last_name: 'Lane',
      gender: 'Female',
      title: 'Economist',
      company_name: 'Harbour Bank',
      linkedin: 'https://www.linkedin.com/in/iris-lane',
      country: [await firstId('/countries')],
      expertise: [await firstId('/expertises')],
      available: [await firstId('/available')],
      description: DESCRIPTION,
      rating: 4,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as number;
}

/** What a download holds, as text. */
async function textOf(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** A journalist, in a browser context of their own, searches the directory; answers the result cards. */
async function journalistSearch(browser: Browser, search: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = waitingForApp(await context.newPage());
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Directory', exact: true }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await journalistApp(page).getByRole('searchbox', { name: 'Search guests' }).fill(search);
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
  return { context, page, results: journalistApp(page).getByRole('list', { name: 'Guests' }).getByRole('article') };
}

test('a new expert registers, adds the first guest with a photo and a video in step 2, and lands on step 3', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `expert-${Date.now()}@example.net`;
  const password = 'Guests2026ok';
  const last = uniqueWord('Marr');

  await page.goto('/register/expert/1');
  const app = expertApp(page);
  await expect(app.getByRole('heading', { name: "Enter an account manager's info" })).toBeVisible();
  for (const [label, value] of [
    ['First name', 'Owen'],
    ['Last name', 'Marr'],
    ['Title', 'Head of communications'],
    ['Company name', 'Harbour Polytechnic'],
    ['Email', email],
    ['Work phone', '6591234567'],
    ['LinkedIn profile', 'https://www.linkedin.com/in/owen-marr'],
    ['Password', password],
    ['Confirm password', password],
  ]) {
    await app.getByLabel(label, { exact: true }).fill(value);
  }
  await app.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register\/expert\/2$/);
  await expect(app.getByRole('heading', { name: 'Add your first guest' })).toBeVisible();

  // Nothing filled: the rules speak, nothing is sent and the expert stays on step 2.
  await app.getByRole('button', { name: 'Next' }).click();
  await expect(app.getByText('This field is required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register\/expert\/2$/);

  // A photo (previewed before it is sent), a video link and the guest form.
  await app
    .locator('input[type=file]')
    .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: pngImage(32, 32, [200, 60, 40]) });
  await expect(app.getByRole('img', { name: 'The chosen photo' })).toBeVisible();
  await app.getByLabel('Video link (YouTube or Vimeo, optional)').fill(VIDEO);
  await fillGuestForm(page, { first: 'Ada', last, title: 'Professor of Marine Energy' });
  // The newest guest id before the step: a draft of the demo expert's, removed at once.
  const demo = await apiLogin(request, EXPERT);
  const before = await createGuest(request, demo.auth, { first_name: 'Probe', last_name: uniqueWord('Probe') });
  const removed = await request.delete(`${API}/guests/${before}`, { headers: demo.auth });
  expect(removed.status(), await removed.text()).toBe(200);
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/registration-expert-step2'));
  await app.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register\/expert\/3$/);
  await expect(app.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  expect((await answered).status()).toBe(200);

  // The account moves on to payment, its first guest stored with the photo and the video. (Its
  // list waits for the payment; the guest is read by id, the first after the probe that is this one.)
  const { auth, user } = await apiLogin(request, email, password);
  expect(user.status).toBe(STATUS.MUST_PAY);
  let guest: { last_name: string; avatar: string | null; videos: { url: string }[] } | undefined;
  for (let id = before + 1; id <= before + 5 && !guest; id++) {
    const answer = await request.get(`${API}/guests/${id}`, { headers: auth });
    if (answer.ok() && (await answer.json()).data.last_name === last) guest = (await answer.json()).data;
  }
  expect(guest, `the first guest, ${last}`).toBeDefined();
  expect(guest!.avatar).toMatch(/\.(webp|png|jpe?g|avif)(\?.*)?$/);
  expect(guest!.videos.map((v) => v.url)).toEqual([VIDEO]);
});

test('the demo expert creates a guest in two steps, edits it, and a journalist finds it in the directory', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const last = uniqueWord('Quill');
  const app = expertApp(page);

  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await app.getByRole('link', { name: 'Create new guest' }).click();
  await expect(page).toHaveURL(/\/guests\/new-guest\/create$/);
  await expect(app.getByRole('heading', { name: 'General Information' })).toBeVisible();

  // Step 1: a description too short is refused with the spec's words, then the form goes through.
  await fillGuestForm(page, { first: 'Ines', last, title: 'Director of Offshore Research' });
  await app.getByLabel('Description', { exact: true }).fill('Too short to say anything.');
  await app.getByRole('button', { name: 'Next' }).click();
  await expect(app.getByText('This field must be at least 100 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/guests\/new-guest\/create$/);
  await app.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
  await app.getByRole('button', { name: 'Next' }).click();

  // Step 2: a photo, a picture added then removed, a video shown as a player.
  await expect(page).toHaveURL(/\/guests\/new-guest\/upload\/\d+$/);
  const id = Number(/upload\/(\d+)$/.exec(page.url())![1]);
  await expect(app.getByRole('heading', { name: 'Guest image & Embed video' })).toBeVisible();
  await app
    .getByRole('region', { name: 'Photo' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'ines.png', mimeType: 'image/png', buffer: pngImage(40, 40, [20, 140, 90]) });
  await expect(app.getByRole('img', { name: "The guest's photo" })).toBeVisible();

  const images = app.getByRole('region', { name: 'Images' });
  await images
    .locator('input[type=file]')
    .setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: pngImage(48, 32, [90, 20, 160]) });
  await expect(images.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await images.getByRole('button', { name: 'Remove picture 1' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(images.getByRole('img', { name: 'Picture 1' })).toHaveCount(0);

  const videos = app.getByRole('region', { name: 'Videos' });
  await videos.getByLabel('Video link (YouTube or Vimeo)').fill(VIDEO);
  await videos.getByRole('button', { name: 'Add video' }).click();
  await expect(videos.locator('iframe[title^="Video 1"]')).toBeVisible();

  await app.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/guests$/);

  // In the list; its general information changed on /guests/{id}/general.
  await app.getByRole('searchbox', { name: 'Search guests' }).fill(last);
  // The search applies once typing pauses: the list shows only this guest then.
  await expect(page).toHaveURL(new RegExp(`search=${last}`));
  await expect(app.getByRole('table').getByRole('link')).toHaveCount(1);
  await app.getByRole('link', { name: `Ines ${last}` }).click();
  await expect(page).toHaveURL(new RegExp(`/guests/${id}/overview$`));
  const sections = app.getByRole('navigation', { name: 'Guest sections' });
  await sections.getByRole('link', { name: 'General' }).click();
  await expect(page).toHaveURL(new RegExp(`/guests/${id}/general$`));
  await app.getByRole('button', { name: 'Edit general information' }).click();
  await expect(app.getByLabel('Title', { exact: true })).toHaveValue('Director of Offshore Research');
  await app.getByLabel('Title', { exact: true }).fill('Chief Scientist, Tidal Energy');
  await app.getByRole('button', { name: 'Save changes' }).click();
  await expect(app.getByRole('button', { name: 'Edit general information' })).toBeVisible();
  await page.reload();
  await expect(app.getByText('Chief Scientist, Tidal Energy')).toBeVisible();
  // The media tab shows what step 2 kept: the video, and no picture (it was removed).
  await sections.getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(new RegExp(`/guests/${id}/media$`));
  await expect(app.locator(`iframe[title="Ines ${last}, video 1 (YouTube)"]`)).toBeVisible();
  await expect(app.getByRole('button', { name: new RegExp(`^Open Ines ${last}, picture`) })).toHaveCount(0);

  // A journalist, signed in elsewhere, finds the guest by its name, with the new title.
  const journalist = await journalistSearch(browser, last);
  const card = journalist.results.filter({ hasText: last });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Chief Scientist, Tidal Energy');
  await journalist.context.close();
});

test('the demo expert imports 10 guests from CSV: 2 bad rows are named, 8 imported, the rejected rows downloaded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const last = uniqueWord('Vand');
  const app = expertApp(page);
  const header =
    'first_name,last_name,gender,title,company_name,linkedin,country,expertise,available,languages,description,rating';
  const FIRSTS = ['Anna', 'Bram', 'Cleo', 'Dara', 'Emil', 'Fern', 'Gus', 'Hana', 'Ivo', 'Jun'];
  const rows = FIRSTS.map((first, i) =>
    [
      first,
      last,
      i % 2 ? 'Male' : 'Female',
      'Energy economist',
      'Harbour Bank',
      `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}`,
      // Row 7 (Gus): a country that does not exist.
      i === 6 ? 'Atlantis' : 'Singapore; Malaysia',
      'Finance',
      'Asia Pacific',
      'English',
      // Row 4 (Dara): a description too short.
      i === 3 ? 'Short bio.' : DESCRIPTION,
      '4.5',
    ]
      .map(csvCell)
      .join(','),
  );
  const csv = [header, ...rows].join('\n');

  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await app.getByRole('link', { name: 'Upload guest with CSV' }).click();
  await expect(page).toHaveURL(/\/guests\/upload$/);
  await app
    .locator('input[type=file]')
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(app.getByText('10 rows, 12 columns')).toBeVisible();

  // Both bad rows, each with its column and the rule's words.
  const errors = app.getByRole('list', { name: 'Errors' });
  await expect(errors.getByRole('listitem')).toHaveCount(2);
  await expect(errors.getByRole('listitem').nth(0)).toHaveText(
    'Row 4, Description: This field must be at least 100 characters',
  );
  await expect(errors.getByRole('listitem').nth(1)).toHaveText('Row 7, Country: Please choose valid options: Atlantis');

  // The rejected rows, downloaded: the file's own columns plus `error`.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    app.getByRole('button', { name: 'Download rejected rows' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('guests-rejected.csv');
  const rejected = parseCsv(await textOf(download)).filter((r) => r.some(Boolean));
  expect(rejected[0]).toEqual([...header.split(','), 'error']);
  expect(rejected.slice(1).map((r) => r[0])).toEqual(['Dara', 'Gus']);
  const errorColumn = rejected[0].indexOf('error');
  expect(rejected[1][errorColumn]).toContain('Description: This field must be at least 100 characters');
  expect(rejected[2][errorColumn]).toContain('Country: Please choose valid options: Atlantis');

  await app.getByRole('button', { name: 'Import 8 valid rows' }).click();
  await expect(app.getByText('8 rows imported')).toBeVisible();

  // In the account's list, and in a journalist's directory search.
  await app.getByRole('link', { name: 'See all your guests' }).click();
  await expect(page).toHaveURL(/\/guests$/);
  await app.getByRole('searchbox', { name: 'Search guests' }).fill(last);
  await expect(page).toHaveURL(new RegExp(`search=${last}`));
  const list = app.getByRole('table').getByRole('link', { name: new RegExp(` ${last}$`) });
  await expect(list).toHaveCount(8);
  await expect(app.getByRole('link', { name: `Dara ${last}` })).toHaveCount(0);

  const journalist = await journalistSearch(browser, last);
  await expect(journalist.results.filter({ hasText: last })).toHaveCount(8);
  await expect(journalist.results.filter({ hasText: `Gus ${last}` })).toHaveCount(0);
  await journalist.context.close();
});

test('the downloaded guests CSV writes a formula as text', async ({ page, request }) => {
  test.setTimeout(120_000);
  const last = uniqueWord('Formula');
  const { auth } = await apiLogin(request, EXPERT);
  const title = '=HYPERLINK("http://evil.example","Click")';
  const company = '+65 Holdings';
  const id = await createGuest(request, auth, {
    first_name: 'Iris',
    last_name: last,
    title,
    company_name: company,
    linkedin: `https://www.linkedin.com/in/iris-${last.toLowerCase()}`,
  });
  const published = await request.post(`${API}/guests/${id}/publish`, { headers: auth });
  expect(published.status(), await published.text()).toBe(200);

  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/csv-download');
  const app = expertApp(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    app.getByRole('button', { name: 'Download guests.csv' }).click(),
  ]);
  await expect(app.getByText('The file is in your downloads.')).toBeVisible();
  const rows = parseCsv(await textOf(download));
  const header = rows[0];
  const row = rows.find((r) => r[header.indexOf('last_name')] === last);
  expect(row, `a row for ${last}`).toBeDefined();
  expect(row![header.indexOf('title')]).toBe(`'${title}`);
  expect(row![header.indexOf('company_name')]).toBe(`'${company}`);
  // The other cells are as typed: only a leading formula character is neutralised.
  expect(row![header.indexOf('first_name')]).toBe('Iris');
});
