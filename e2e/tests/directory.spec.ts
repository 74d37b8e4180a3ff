import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';

// Issue 13, first part: a journalist finds guests in the directory (/directory) by text, with
// typos forgiven, narrows by facets, shares the search through the URL and asks a guest for an interview.

const workspace = (page: Page) => page.locator('[data-app="mf-journalist"]');
const results = (page: Page) => workspace(page).getByRole('list', { name: 'Guests' }).getByRole('article');
const names = async (page: Page) =>
  results(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

async function openDirectory(page: Page) {
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Directory', exact: true }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(results(page).first()).toBeVisible();
}

test('a journalist searches with a typo, narrows by country, shares the URL and asks a guest for an interview', async ({
  page,
}) => {
  await openDirectory(page);
  await workspace(page).getByRole('searchbox', { name: 'Search guests' }).fill('artifical inteligence');
  await expect(page).toHaveURL(/\/directory\?search=artifical\+inteligence$/);
  await expect(results(page).first().getByRole('list', { name: 'Expertise' })).toContainText('Artificial Intelligence');
  await expect(results(page).first().locator('mark').first()).toBeVisible();

  // Narrow by the first country the facet offers: its count is what the list then holds.
  const countries = workspace(page).getByRole('group', { name: 'Country' });
  const first = countries.getByRole('checkbox').first();
  const label = countries.locator('label').first();
  const country = (await label.locator('.facet-list__label').textContent())!;
  const count = Number(await label.locator('.facet-list__count').textContent());
  // The URL changes in a transition: the box shows ticked once the page renders the new search.
  await first.click();
  await expect(first).toBeChecked();
  await expect(page).toHaveURL(/\/directory\?search=artifical\+inteligence&country=\d+$/);
  await expect(workspace(page).getByRole('button', { name: `Remove Country: ${country}` })).toBeVisible();
  await expect(workspace(page).getByText(count === 1 ? '1 guest found' : `${count} guests found`)).toBeVisible();
  for (const card of await results(page).all()) await expect(card).toContainText(country);
  const narrowed = await names(page);
  const url = page.url();

  // A reload (or the link, shared) shows the same search and results.
  await page.reload();
  await expect(results(page).first()).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(workspace(page).getByRole('searchbox', { name: 'Search guests' })).toHaveValue('artifical inteligence');
  await expect(
    workspace(page).getByRole('group', { name: 'Country' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await expect.poll(() => names(page)).toEqual(narrowed);

  // Back undoes the last change.
  await page.goBack();
  await expect(page).toHaveURL(/\/directory\?search=artifical\+inteligence$/);
  await expect(workspace(page).getByRole('button', { name: `Remove Country: ${country}` })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(url);

  // Open a guest's profile, then Discuss now opens the interview request; back finds the same search.
  const name = narrowed[0]!;
  await workspace(page)
    .getByRole('link', { name: `View profile of ${name}` })
    .click();
  await expect(page).toHaveURL(/\/contact\/\d+\/overview$/);
  await expect(workspace(page).getByRole('heading', { name, level: 1 })).toBeVisible();
  await workspace(page)
    .getByRole('button', { name: /Discuss now/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: `Request an interview with ${name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(workspace(page).getByRole('link', { name: `View profile of ${name}` })).toBeVisible();
});

test('a place in the search brings the guests there first: "AI Singapore" (issue 25)', async ({ page }) => {
  await openDirectory(page);
  await workspace(page).getByRole('searchbox', { name: 'Search guests' }).fill('AI Singapore');
  await expect(page).toHaveURL(/\/directory\?search=AI\+Singapore$/);
  // Highlighted matches: the list is the search's, not the one before.
  await expect(results(page).first().locator('mark').first()).toBeVisible();
  // The first cards are AI guests available in Singapore (or from there), and say so.
  for (let i = 0; i < 3; i++) {
    const card = results(page).nth(i);
    await expect(card.getByRole('list', { name: 'Expertise' })).toContainText('Artificial Intelligence');
    const where = card
      .locator('.guest-result__facts > div')
      .filter({ has: page.locator('dt', { hasText: /^(Available in|Countries)$/ }) })
      .filter({ hasText: 'Singapore' });
    await expect(where.first()).toBeVisible();
  }
  await expect(results(page).first().locator('dt', { hasText: 'Available in' })).toBeVisible();
});

test('nothing found offers a way out', async ({ page }) => {
  await openDirectory(page);
  await page.goto('/directory?search=zzqqxx&rating=4.5');
  await expect(workspace(page).getByText('No Result Found')).toBeVisible();
  const wayOut = workspace(page).getByRole('region', { name: 'Try without' });
  await wayOut.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(results(page).first()).toBeVisible();
});

test.describe('at 320 px wide', () => {
  const WIDTH = 320;
  test.use({ viewport: { width: WIDTH, height: 640 } });
  const noOverflow = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  test('the filters fold behind a Filters button and nothing overflows', async ({ page }) => {
    await signIn(page, 'journalist@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/directory?search=finance');
    await expect(results(page).first()).toBeVisible();
    await expect(workspace(page).getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await noOverflow(page);

    await workspace(page).getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const box = drawer.getByRole('group', { name: 'Country' }).getByRole('checkbox').first();
    await box.click();
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/country=\d+/);
    await drawer.getByRole('button', { name: /^Show \d+ guests$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(workspace(page).getByRole('button', { name: /^Remove Country: / })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await noOverflow(page);
  });
});
