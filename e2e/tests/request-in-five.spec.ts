import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { approvedJournalist, withQuickTemplate } from '../support/journalists';
import { signIn } from '../support/session';

// Issue 25's headline journey: from the dashboard to a sent interview request in five actions or
// fewer, on a desktop and on a phone. Each thing the person does (type, press, click) is counted.
const MOST_ACTIONS = 5;

/** Counts what the person does; the journey fails when it takes more than five. */
function counter() {
  let count = 0;
  return {
    act: async (step: () => Promise<unknown>) => {
      count += 1;
      await step();
    },
    get count() {
      return count;
    },
  };
}

async function requestFromDashboard(page: Page) {
  const person = counter();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find an expert' });
  await person.act(() => search.fill('rates'));
  await person.act(() => search.press('Enter'));
  await expect(page).toHaveURL(/\/directory\?search=rates/);
  await person.act(() =>
    page
      .getByRole('button', { name: /^Discuss now with / })
      .first()
      .click(),
  );
  const dialog = page.getByRole('dialog', { name: /^Request an interview with / });
  // Ready to send as it opens: the template, a date, and the topic from the search.
  await expect(dialog.getByLabel('Topic')).toHaveValue('rates');
  await expect(dialog.getByLabel('Date and time of the interview')).toHaveValue(/^\d{4}\/\d{2}\/\d{2} 10:00 AM$/);
  await expect(dialog.getByTestId('invitation-preview')).toContainText('about rates');
  await person.act(() => dialog.getByRole('button', { name: 'Send request' }).click());
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Interview request sent').first()).toBeVisible();
  return person.count;
}

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 320, height: 640 },
]) {
  test(`a journalist sends an interview request from the dashboard in five actions at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // Before the journey: a journalist of the test's own, with the template they always use.
    const journalist = await approvedJournalist(request, 'Rae', `Counter${viewport.width}`);
    await withQuickTemplate(request, journalist);
    await signIn(page, journalist.email, journalist.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    expect(await requestFromDashboard(page)).toBeLessThanOrEqual(MOST_ACTIONS);
  });
}
