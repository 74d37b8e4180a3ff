import { type Browser, type Page } from '@playwright/test';
import { approvedJournalist } from '../support/journalists';
import { signIn } from '../support/session';
import { expect, test, waitingForApp } from '../support/test';

// Issue 15's question journey, in two browsers: a journalist asks a guest a question from the
// directory; the expert's bell rises live and the thread arrives; the expert keeps a draft (the
// journalist never sees it), then answers; the journalist's bell and open thread update live, and
// a follow-up raises the Questions count in the journalist's menu while they are elsewhere.

const EXPERT = 'expert2@example.com';
// expert2's guests are the same in every seed.
const GUEST = 'Tomas Lindqvist';

async function signedIn(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await signIn(page, email, password);
  return { context, page };
}

/** The bell's unread count, as its label says it. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const label = (await bell.getAttribute('aria-label'))!;
  return Number(/(\d+) unread/.exec(label)![1]);
}

test('a question goes from the directory to the expert live; a draft stays theirs; the answer comes back live', async ({
  browser,
  request,
}) => {
  const writer = await approvedJournalist(request, 'Quinn', 'Asker');
  const journalist = await signedIn(browser, writer.email, writer.password);
  await expect(journalist.page).toHaveURL(/\/dashboard$/);
  const expert = await signedIn(browser, EXPERT);
  await expect(expert.page).toHaveURL(/\/guests$/);
  await expert.page.goto('/questions/expert');
  await expect(expert.page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(expert.page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  const expertBell = await bellCount(expert.page);

  // The journalist asks from the directory.
  const j = journalist.page;
  await j.goto('/directory');
  await j.getByRole('searchbox', { name: 'Search guests' }).fill(GUEST);
  await j.getByRole('button', { name: `Ask a question to ${GUEST}` }).click();
  const dialog = j.getByRole('dialog', { name: `Ask ${GUEST} a question` });
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Your question').fill('Will the port expansion go ahead next year?');
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(j.getByText('Question sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The expert's bell and thread list rise without a reload.
  const e = expert.page;
  await expect(e.getByRole('button', { name: `Notifications, ${expertBell + 1} unread` })).toBeVisible();
  const thread = e.getByRole('button', { name: /^Quinn Asker ?, 1 unread/ });
  await expect(thread).toBeVisible();
  await thread.click();
  await expect(e).toHaveURL(/\/questions\/expert\?chat=\d+$/);
  const expertMessages = e.getByRole('list', { name: 'Messages' });
  await expect(expertMessages).toContainText('Will the port expansion go ahead next year?');
  // Opening it marked it read.
  await expect(e.getByRole('button', { name: /^Quinn Asker About / })).toBeVisible();

  // A draft is kept for the expert only.
  const answer = e.getByRole('textbox', { name: 'Your answer' });
  await answer.fill('Draft: likely, subject to the environmental review.');
  await e.getByRole('button', { name: 'Save draft' }).click();
  await expect(e.getByText('Draft saved')).toBeVisible();
  await e.reload();
  await expect(e.getByRole('textbox', { name: 'Your answer' })).toHaveValue(
    'Draft: likely, subject to the environmental review.',
  );

  await j.goto('/questions/journalist');
  await j
    .getByRole('list', { name: 'Threads' })
    .getByRole('button', { name: new RegExp(`^${GUEST}(?! ?, \\d+ unread)`) })
    .click();
  const journalistMessages = j.getByRole('list', { name: 'Messages' });
  await expect(journalistMessages).toContainText('Will the port expansion go ahead next year?');
  await expect(j.getByText(/environmental review/)).toHaveCount(0);
  const journalistBell = await bellCount(j);

  // The answer is sent; the journalist's bell and open thread update live.
  await e.getByRole('textbox', { name: 'Your answer' }).fill('Yes: the review ends in March and work starts in May.');
  await e.getByRole('button', { name: 'Send answer' }).click();
  await expect(e.getByText('Message sent')).toBeVisible();
  await expect(e.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  await expect(expertMessages).toContainText('Yes: the review ends in March');

  await expect(journalistMessages).toContainText('Yes: the review ends in March and work starts in May.');
  await expect(j.getByRole('button', { name: `Notifications, ${journalistBell + 1} unread` })).toBeVisible();
  await expect(j.getByText(/environmental review/)).toHaveCount(0);

  // Away from the thread, a follow-up raises the journalist's Questions count and the thread's mark live.
  const journalistMenu = j.getByRole('navigation', { name: 'Workspace' });
  await journalistMenu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(j).toHaveURL(/\/dashboard$/);
  // The open thread read the answer as it came.
  await expect(journalistMenu.getByRole('link', { name: 'Questions', exact: true })).toBeVisible();
  await e.getByRole('textbox', { name: 'Your answer' }).fill('The contractor will be named in April.');
  await e.getByRole('button', { name: 'Send answer' }).click();
  await expect(expertMessages).toContainText('The contractor will be named in April.');
  await expect(journalistMenu.getByRole('link', { name: /^Questions ?, 1 unread$/ })).toBeVisible();
  await journalistMenu.getByRole('link', { name: /^Questions ?, 1 unread$/ }).click();
  await j.getByRole('button', { name: new RegExp(`^${GUEST} ?, 1 unread`) }).click();
  await expect(journalistMessages).toContainText('The contractor will be named in April.');
  await expect(journalistMenu.getByRole('link', { name: 'Questions', exact: true })).toBeVisible();

  await journalist.context.close();
  await expert.context.close();
});
