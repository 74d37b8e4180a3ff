import type { APIRequestContext } from '@playwright/test';
import { pngImage } from '../support/files';
import { E2E_ENV } from '../support/servers';
import { consoleAs, DEMO_PASSWORD } from '../support/session';
import { expect, test } from '../support/test';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A story idea of the demo expert's own, made for this journey (so hiding it changes nothing other
 * journeys read): it starts latest of all, so it heads /story-ideas.
 */
async function freshStoryIdea(request: APIRequestContext, heading: string): Promise<number> {
  const login = await request.post(`${API}/auth/login`, {
    data: { email: 'expert@example.com', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).access_token as string;
  const created = await request.post(`${API}/events`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      kind: 'story_idea',
      heading,
      description: '<p>Why small ports are changing how freight moves in the region.</p>',
      start_date: day(900),
      end_date: day(900),
      all_day: '1',
      time_zone: 'Asia/Singapore',
      header_image: { name: 'header.png', mimeType: 'image/png', buffer: pngImage(1600, 900) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as number;
}

test('a visitor reports a story idea, a moderator hides it, and visitors no longer see it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const heading = `Small ports, big freight ${Date.now()}`;
  const id = await freshStoryIdea(request, heading);

  // A visitor, not signed in, opens it from the list and reports it.
  await page.goto('/story-ideas');
  await page.getByRole('link', { name: heading }).click();
  await expect(page).toHaveURL(new RegExp(`/story-ideas/${id}$`));
  await page.getByRole('button', { name: 'Report this story idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this story idea' });
  // Sent without a reason: said on the field, nothing sent.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel('Note (optional)').fill('It sells a freight course.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Your report was sent to our moderators.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // A moderator finds it in the queue with the reason and the note, and hides it with a reason.
  const staff = await consoleAs(browser, 'moderator@example.com', '/admin/moderation');
  await expect(staff.page).toHaveURL(/\/admin\/moderation$/);
  const row = staff.page.getByRole('row').filter({ hasText: heading });
  await expect(row).toContainText('Story idea');
  await expect(row).toContainText('1 report');
  await expect(row).toContainText('Spam or advertising: 1');
  await expect(row).toContainText('It sells a freight course.');
  await row.getByRole('button', { name: /^Hide / }).click();
  const reasonDialog = staff.page.getByRole('dialog');
  await reasonDialog.getByLabel('Reason').fill('Advertises a paid course, against the publishing rules.');
  await reasonDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(staff.page.getByText(/is hidden; its owner has been told why\.$/)).toBeVisible();
  await expect(staff.page.getByRole('row').filter({ hasText: heading })).toHaveCount(0);

  await staff.context.close();

  // Visitors: gone from /story-ideas, and its page is not found.
  await page.goto('/story-ideas');
  await expect(page.getByRole('heading', { name: 'Story ideas', level: 1 })).toBeVisible();
  await expect(page.locator('.story-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: heading })).toHaveCount(0);
  const direct = await request.get(`${API}/story-ideas/${id}`);
  expect(direct.status()).toBe(404);
});
