import { expect, test } from '../support/test';

test('a visitor goes from the stories hub to a topic, an article, a suggested guest, its expert and their page 2', async ({
  page,
}) => {
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

  // One of its suggested guests: who they are, a sign-in prompt for the rest, and the expert offering them.
  const guests = page.getByRole('complementary', { name: 'Suggested guests' });
  const guestName = (await guests.locator('li strong').first().textContent())!;
  await guests.locator('.guest-list__person').first().click();
  const card = page.getByRole('dialog', { name: guestName });
  await expect(card.getByText(`Sign in to see the full profile of ${guestName}.`)).toBeVisible();

  // The author page of that expert, five articles, then the second page.
  await card.getByRole('link', { name: 'Priya Raman' }).click();
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
  ['/events', /^Events$/],
  ['/faq', /^Frequently asked questions$/],
  ['/terms-and-conditions', /^Terms and conditions$/],
  ['/privacy-policy', /^Privacy policy$/],
  ['/contacts', /^Contact us$/],
  ['/doctor', /^Doctor Package$/],
  ['/author', /^Author Package$/],
  ['/build-your-media-profile', /^Build your media profile$/],
  ['/survey-form', /^Tell us how you work with experts$/],
  ['/expert', /^Get quoted by the journalists who cover your field$/],
  ['/thank-you', /^Thank you$/],
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
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
    'href',
    '/allposts?tab=blogposts',
  );
});

test('a visitor finds the events from the header, through the stories hub, and opens one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await page.getByRole('navigation', { name: 'Post types' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  const first = page.locator('.story-card h3 a').first();
  const heading = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/event-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});

test('campaign pages have neither header nor footer', async ({ page }) => {
  for (const path of ['/survey-form', '/expert', '/thank-you']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test('the contact form is refused without the captcha and sent with it', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByLabel('Name').fill('Lena Fox');
  await page.getByLabel('Email').fill('lena@example.net');
  await page.getByLabel('Question').fill('Do you have experts on shipping law in Singapore?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify the reCAPTCHA!' })).toBeVisible();

  // The box is ticked once the browser has solved the challenge.
  await page.getByLabel('I am not a robot').click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Form is sent successfully')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('the landing page at 1920, 768 and 320 pixels wide (screenshots kept as artifacts)', async ({
  page,
}, testInfo) => {
  for (const width of [1920, 768, 320]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/');
    await expect(page.locator('[data-app="mf-public"]').getByRole('heading', { level: 1 })).toBeVisible();
    const file = testInfo.outputPath(`landing-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`landing-${width}`, { path: file, contentType: 'image/png' });
  }
});
