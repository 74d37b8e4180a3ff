import { expect, test } from '@playwright/test';

test('a visitor goes from the stories hub to an article, its topic, the author and their page 2', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the stories hub' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stories hub' })).toBeVisible();
  await expect(page.locator('.story-card')).toHaveCount(10);

  // The newest article, then its first topic: the hub filtered by it.
  await page.locator('.story-card h3 a').first().click();
  const topic = page.locator('article .chips a').first();
  const topicName = (await topic.textContent())!;
  await topic.click();
  await expect(page).toHaveURL(/\/allposts\?id=\d+$/);
  await expect(page.locator('.story-card__topics').first()).toContainText(topicName);

  // Open an article of that topic: its title, its suggested guests.
  const first = page.locator('.story-card h3 a').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | PressPoint`);
  await expect(page.getByRole('complementary', { name: 'Suggested guests' }).locator('li').first()).toBeVisible();

  // The author's page, five articles, then the second page.
  await page.locator('.meta-line a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Priya Raman' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read full article & Suggested experts' })).toHaveCount(5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read full article & Suggested experts' })).toHaveCount(5);
});

const HEADINGS: [string, RegExp][] = [
  ['/allposts?tab=blogposts', /^Blog$/],
  ['/story-ideas', /^Story ideas$/],
  ['/faq', /^Frequently asked questions$/],
  ['/terms-and-conditions', /^Terms and conditions$/],
  ['/privacy-policy', /^Privacy policy$/],
];

for (const [path, heading] of HEADINGS) {
  test(`${path} renders its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('a story idea, an event page and a blog post open from their lists', async ({ page }) => {
  await page.goto('/story-ideas');
  await page.locator('.story-card h3 a').first().click();
  await expect(page).toHaveURL(/\/story-ideas\/\d+$/);
  await expect(page.getByRole('heading', { name: 'About the Event' })).toBeVisible();

  await page.goto('/allposts?tab=blogposts');
  await expect(page.locator('.blog-grid .story-card')).toHaveCount(6);
  await page.locator('.story-card h3 a').first().click();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/allposts?tab=blogposts');
});
