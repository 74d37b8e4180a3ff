import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

/** The newest article of the stories hub (the demo expert's), and its suggested guests. */
async function openNewestArticle(page: Page) {
  await page.goto('/allposts');
  await page.locator('.story-card h3 a').first().click();
  const guests = page.getByRole('complementary', { name: 'Suggested guests' });
  await expect(guests.locator('li').first()).toBeVisible();
  return guests;
}

test('a visitor is asked to sign in as a Journalist, from "Discuss now" and from a guest’s details', async ({
  page,
}) => {
  const guests = await openNewestArticle(page);
  await guests.getByRole('button', { name: 'Discuss now' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();

  await guests.locator('.guest-list__person').first().click();
  await page.getByRole('button', { name: 'Login as a Journalist', exact: true }).click();
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();

  // The experts of an event page behave the same.
  await page.goto('/event-detail/1');
  await expect(page.getByRole('heading', { name: 'Experts' })).toBeVisible();
  await page.getByRole('button', { name: 'Discuss now' }).first().click();
  await expect(login).toBeVisible();
});

test('a visitor who signs in from a story’s "Discuss now" stays on the story, and the request opens', async ({
  page,
}) => {
  const guests = await openNewestArticle(page);
  const story = page.url();
  const name = (await guests.locator('li strong').first().textContent())!;
  await guests.getByRole('button', { name: 'Discuss now' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await expect(login.getByRole('alert')).toHaveText(
    'Sign in as a journalist to request this interview. You will come back to this page.',
  );
  await expect(login.getByRole('button', { name: 'Register as a journalist' })).toBeVisible();
  await login.getByLabel('Email').fill('journalist@example.com');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('dialog', { name: `Request an interview with ${name}` })).toBeVisible();
  expect(page.url()).toBe(story);
});

test('a visitor on a deep link signs in and lands on that page, not the dashboard', async ({ page }) => {
  await page.goto('/interviews/journalist/process');
  const login = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await expect(login.getByRole('alert')).toHaveText('Sign in to open this page. You will come back to it.');
  await login.getByLabel('Email').fill('journalist@example.com');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/interviews\/journalist\/process$/);
});

test('an expert is told only journalists create interviews', async ({ page }) => {
  await signIn(page, 'expert@example.com');
  await expect(page).toHaveURL(/\/guests$/);
  const guests = await openNewestArticle(page);
  await guests.getByRole('button', { name: 'Discuss now' }).first().click();
  await expect(page.getByText('Only journalist can create interviews')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Request an interview/ })).toHaveCount(0);
});

test('a journalist waiting for approval gets the approval message', async ({ page }) => {
  await signIn(page, 'waiting@example.com');
  await expect(page).toHaveURL(/\/profile\/journalist/);
  const guests = await openNewestArticle(page);
  await guests.getByRole('button', { name: 'Discuss now' }).first().click();
  await expect(
    page.getByText(
      'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.',
    ),
  ).toBeVisible();
});

test('an approved journalist sees a guest’s full profile and requests an interview, saving a new template', async ({
  page,
}) => {
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const guests = await openNewestArticle(page);
  const name = (await guests.locator('li strong').first().textContent())!;
  await guests.locator('.guest-list__person').first().click();
  const card = page.getByRole('dialog', { name });
  await expect(card.getByText('Expertise', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'LinkedIn profile' })).toBeVisible();
  await card.getByRole('button', { name: 'Discuss now' }).click();

  const request = page.getByRole('dialog', { name: `Request an interview with ${name}` });
  await expect(request).toBeVisible();
  // The default template is chosen and its text is ready to edit, as rich text (no markup shows).
  await expect(request.getByLabel('Message', { exact: true })).not.toBeEmpty();
  await expect(request.getByLabel('Message', { exact: true })).not.toContainText('<p>');
  // A date is offered: the next working day at 10:00.
  const date = request.getByLabel('Date and time of the interview');
  await expect(date).toHaveValue(/^\d{4}\/\d{2}\/\d{2} 10:00 AM$/);

  await request.getByLabel('Message', { exact: true }).fill('Could we talk about the rate decision next week?');
  await request.getByLabel('Save this message as a new template').check();
  // A typed date is taken with Enter, which never sends the form. A past one stays as typed and
  // is refused in the spec's words when the journalist sends.
  await date.click();
  await date.fill(`${new Date().getFullYear() - 1}/01/15 10:30 AM`);
  await date.press('Enter');
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByText('Date cannot be in the past')).toBeVisible();
  await expect(date).toHaveValue(`${new Date().getFullYear() - 1}/01/15 10:30 AM`);
  // Now a future one, taken on leaving the field (no Enter): the title is still missing.
  await date.click();
  await date.fill(`${new Date().getFullYear() + 1}/01/15 10:30 AM`);
  await request.getByLabel('Topic').click();
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByText('This field is required')).toHaveCount(1);
  await expect(request.getByLabel('New template title')).toHaveAttribute('aria-invalid', 'true');
  await expect(request.getByText('Date cannot be in the past')).toHaveCount(0);
  // What was typed is still there while the error is shown.
  await expect(request.getByLabel('Message', { exact: true })).toHaveText(
    'Could we talk about the rate decision next week?',
  );
  await expect(date).toHaveValue(`${new Date().getFullYear() + 1}/01/15 10:30 AM`);

  await request.getByLabel('New template title').fill('Rate decision follow-up');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Interview request sent')).toBeVisible();
  await expect(request).toBeHidden();

  // The new template is the journalist's now: it is offered the next time.
  await guests.getByRole('button', { name: 'Discuss now' }).first().click();
  await page
    .getByRole('dialog', { name: /^Request an interview/ })
    .getByLabel('Email template')
    .click();
  // Right after the default one: the newest first.
  await expect(page.locator('.ant-select-item-option').nth(1)).toHaveText('Rate decision follow-up');
});
