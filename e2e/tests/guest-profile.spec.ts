import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_ENV } from '../support/servers';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Issue 13: a journalist opens a guest's profile at /contact/{id} (spec section 2) with the tabs
// overview, general and media, and asks for an interview from it (spec section 6).

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const WIDTH = 320;

interface DemoGuest {
  id: number;
  first_name: string;
  last_name: string;
  videos: { url: string }[];
}

/** A published demo guest with a video (about one in five of the seed has one), read through the API. */
async function demoGuestWithVideo(request: APIRequestContext): Promise<DemoGuest> {
  const login = await request.post(`${API}/auth/login`, {
    data: { email: 'journalist@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  for (let id = 1; id <= 100; id++) {
    const res = await request.get(`${API}/guests/${id}`, { headers });
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: DemoGuest };
    if (data.videos.some((v) => /youtube\.com|youtu\.be/.test(v.url))) return data;
  }
  throw new Error('No demo guest with a YouTube video among the first 100');
}

const workspace = (page: Page) => page.locator('[data-app="mf-journalist"]');

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

test('a journalist reads a guest’s profile tab by tab, goes back and forth, and asks for an interview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const guest = await demoGuestWithVideo(request);
  const name = `${guest.first_name} ${guest.last_name}`;
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);

  // /contact/{id} is the overview.
  await page.goto(`/contact/${guest.id}`);
  await expect(page).toHaveURL(new RegExp(`/contact/${guest.id}/overview$`));
  const view = workspace(page);
  await expect(view.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(view.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(view.getByRole('img', { name: /^Rated \d(\.5)? out of 5$/ }).first()).toBeVisible();
  await expect(view.getByRole('list', { name: 'Expertise' })).toBeVisible();

  await view.getByRole('link', { name: 'General', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${guest.id}/general$`));
  const linkedin = view.getByRole('link', { name: /linkedin\.com\/in\// });
  await expect(linkedin).toHaveAttribute('target', '_blank');
  await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(view.getByText('Gender', { exact: true })).toBeVisible();

  await view.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${guest.id}/media$`));
  const player = view.locator('iframe').first();
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  await expect(player).toHaveAttribute('title', `${name}, video 1 (YouTube)`);

  // Each tab is a page of the history.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/contact/${guest.id}/general$`));
  await expect(view.getByRole('link', { name: 'General', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/contact/${guest.id}/overview$`));
  await page.goForward();
  await expect(view.getByRole('link', { name: 'General', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goBack();

  // Discuss now opens the interview request.
  await view.getByRole('button', { name: 'Discuss now' }).click();
  const dialog = page.getByRole('dialog', { name: `Request an interview with ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email template')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // At 320px nothing runs off the side, on any tab.
  await page.setViewportSize({ width: WIDTH, height: 640 });
  for (const [tab, label] of [
    ['overview', 'Overview'],
    ['general', 'General'],
    ['media', 'Media'],
  ]) {
    await page.goto(`/contact/${guest.id}/${tab}`);
    await expect(view.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(view.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    // The tab's content is in (General and Media load theirs when opened).
    await expect(view.locator('.content-loading')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  }
});

test('a guest that does not exist is "No Result Found", with the way back to the directory', async ({ page }) => {
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/contact/99999999');
  await expect(page).toHaveURL(/\/contact\/99999999\/overview$/);
  await expect(workspace(page).getByText('No Result Found')).toBeVisible();
  await workspace(page).getByRole('link', { name: 'Back to the directory' }).click();
  await expect(page).toHaveURL(/\/directory$/);
});
