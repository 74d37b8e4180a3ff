import { type Page } from '@playwright/test';
import { choose, pick } from '../support/fields';
import { approvedJournalist } from '../support/journalists';
import { E2E_ENV } from '../support/servers';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

// Issue 13's journey: a journalist finds a guest despite a typo, narrows by facets, reads the
// profile, keeps the guest and asks for an interview; back on the directory the search is intact;
// then adds a private contact in two steps, imports contacts from CSV, and saves a search that the
// dashboard shows.

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const workspace = (page: Page) => page.locator('[data-app="mf-journalist"]');
/** One of the directory's page links (Directory, All contacts, New contact, Upload contacts). */
const directoryTab = (page: Page, name: string) =>
  workspace(page).getByRole('navigation', { name: 'Directory pages' }).getByRole('link', { name });
const results = (page: Page) => workspace(page).getByRole('list', { name: 'Guests' }).getByRole('article');

/** A 1×1 PNG: the smallest picture the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const DESCRIPTION =
  'Leads the reef restoration programme at Straits University and has advised two ministries on coastal fisheries.';

test('a journalist finds and keeps experts, adds contacts by hand and by CSV, and saves a search', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const me = await approvedJournalist(request, 'Cora', 'Keeper');
  const login = await request.post(`${API}/auth/login`, { data: { email: me.email, password: me.password } });
  const token = (await login.json()).access_token as string;
  const template = await request.post(`${API}/email-templates`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Quick interview',
      content: '<p>Dear {guest_name}, could we talk this week about your research?</p>',
    },
  });
  expect(template.status(), await template.text()).toBe(201);

  await signIn(page, me.email, me.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Directory', exact: true }).click();
  await expect(results(page).first()).toBeVisible();

  // A topic with typos still finds the right experts; facets narrow by country and language.
  await workspace(page).getByRole('searchbox', { name: 'Search guests' }).fill('artifical inteligence');
  await expect(page).toHaveURL(/search=artifical\+inteligence/);
  await expect(results(page).first().getByRole('list', { name: 'Expertise' })).toContainText('Artificial Intelligence');
  for (const facet of ['Country', 'Language']) {
    const box = workspace(page).getByRole('group', { name: facet }).getByRole('checkbox').first();
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(page).toHaveURL(/country=\d+.*language=\d+|language=\d+.*country=\d+/);
  await expect(results(page).first()).toBeVisible();
  const search = page.url();

  // The guest's three tabs, then Save to my contacts and an interview request with the template.
  const name = (await results(page).first().getAttribute('aria-label'))!;
  await workspace(page)
    .getByRole('link', { name: `View profile of ${name}` })
    .click();
  await expect(page).toHaveURL(/\/contact\/\d+\/overview$/);
  for (const tab of ['General', 'Media', 'Overview']) {
    await workspace(page).getByRole('link', { name: tab, exact: true }).click();
    await expect(workspace(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await workspace(page).getByRole('button', { name: 'Save to my contacts' }).click();
  await expect(workspace(page).getByRole('button', { name: 'Saved to contacts' })).toBeVisible();
  await workspace(page)
    .getByRole('button', { name: /Discuss now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Request an interview with ${name}` });
  await expect(dialog.getByLabel('Message', { exact: true })).toContainText(/could we talk this week/);
  const date = dialog.getByLabel('Date and time of the interview');
  await date.click();
  await date.fill(`${new Date().getFullYear() + 1}/02/10 09:30 AM`);
  await date.press('Enter');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Interview request sent')).toBeVisible();

  // Back: the same search, its facets still chosen.
  for (let i = 0; i < 4 && page.url() !== search; i++) await page.goBack();
  expect(page.url()).toBe(search);
  await expect(workspace(page).getByRole('searchbox', { name: 'Search guests' })).toHaveValue('artifical inteligence');

  // Save the search: the dashboard lists it.
  await workspace(page).getByRole('button', { name: 'Save search' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await save.getByLabel('Name').fill('AI experts, filtered');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();

  // The saved guest is among the contacts.
  await directoryTab(page, 'All contacts').click();
  await expect(page).toHaveURL(/\/directory\/all-contacts$/);
  await expect(
    workspace(page)
      .getByRole('link', { name: new RegExp(name) })
      .first(),
  ).toBeVisible();

  // A private contact in two steps: general information, then a picture.
  await directoryTab(page, 'New contact').click();
  await expect(page).toHaveURL(/\/directory\/new-contacts\/create$/);
  await workspace(page)
    .getByRole('button', { name: /Save and continue|Next|Continue/ })
    .click();
  await expect(workspace(page).getByText('This field is required').first()).toBeVisible();
  await workspace(page).getByLabel('First name', { exact: true }).fill('Mei');
  await workspace(page).getByLabel('Last name', { exact: true }).fill('Tan');
  await choose(workspace(page), 'Gender', 'Male');
  await workspace(page).getByLabel('Title', { exact: true }).fill('Professor of Marine Biology');
  await workspace(page).getByLabel('Company name', { exact: true }).fill('Straits University');
  await workspace(page).getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/mei-tan');
  await pick(workspace(page), 'Country', 'Singapore');
  await pick(workspace(page), 'Expertise', 'Sustainability');
  await pick(workspace(page), 'Available for appearances in', 'Asia Pacific');
  await workspace(page).getByLabel('Description', { exact: true }).fill(DESCRIPTION);
  await workspace(page)
    .getByRole('button', { name: /Save and continue|Next|Continue/ })
    .click();
  await expect(page).toHaveURL(/\/directory\/new-contacts\/upload\/\d+$/);
  await workspace(page)
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'mei.png', mimeType: 'image/png', buffer: PNG });
  await expect(workspace(page).getByRole('img', { name: "The contact's photo" })).toBeVisible();
  await workspace(page).getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/directory\/all-contacts$/);
  await expect(
    workspace(page)
      .getByRole('link', { name: /Mei Tan/ })
      .first(),
  ).toBeVisible();

  // CSV of three contacts, one of them bad: its row and column are named; the two others import.
  await directoryTab(page, 'Upload contacts').click();
  await expect(page).toHaveURL(/\/directory\/upload-contacts$/);
  const row = (first: string, description = DESCRIPTION) =>
    [
      first,
      'Lim',
      'Male',
      'Economist',
      'Harbour Bank',
      `https://www.linkedin.com/in/${first.toLowerCase()}-lim`,
      'Singapore',
      'Finance',
      'Asia Pacific',
      'English',
      `"${description}"`,
      '4',
    ].join(',');
  const csv = [
    'first_name,last_name,gender,title,company_name,linkedin,country,expertise,available,languages,description,rating',
    row('Ana'),
    row('Ben', 'Too short'),
    row('Chen'),
  ].join('\n');
  await workspace(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const errors = workspace(page).getByRole('list', { name: 'Errors' });
  await expect(errors).toContainText('Row 2');
  await expect(errors).toContainText('This field must be at least 100 characters');
  await expect(errors.getByRole('listitem')).toHaveCount(1);
  await workspace(page).getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(workspace(page).getByText('2 rows imported').first()).toBeVisible();

  // The dashboard shows the saved search and the contacts.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(workspace(page).getByTestId('dashboard-saved-searches')).toContainText('AI experts, filtered');
  await expect(workspace(page).getByTestId('dashboard-contacts')).toContainText('4');
});
