import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { approvedJournalist, type NewJournalist } from '../support/journalists';
import { uniqueWord } from '../support/files';
import { E2E_ENV } from '../support/servers';
import { signIn } from '../support/session';
import { expect, test, waitingForApp } from '../support/test';

// Issue 15's interview journey, in two browsers: a journalist in London asks the second demo
// expert (in Singapore) for interviews from the directory; the expert sees the request arrive live
// and approves it; both read the calendar invitation in the mailbox; the journalist cancels a second
// one, which the expert finds in the archive; the month calendar and the bell lead to the right pages.

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const EXPERT = 'expert2@example.com';
// expert2's guests are the same in every seed.
const FIRST_GUEST = 'Tomas Lindqvist';
const SECOND_GUEST = 'Mei Ling Goh';
const LONDON = 'Europe/London';
const SINGAPORE = 'Asia/Singapore';

const journalistApp = (page: Page) => page.locator('[data-app="mf-journalist"]');
const expertApp = (page: Page) => page.locator('[data-app="mf-expert"]');

/** A browser of its own in a time zone, signed in. */
async function signedIn(browser: Browser, timezoneId: string, email: string, password?: string) {
  const context = await browser.newContext({ timezoneId });
  const page = waitingForApp(await context.newPage());
  await signIn(page, email, password);
  return { context, page };
}

/** The journalist's first email template (a new account has none), through the API. */
async function templateFor(request: APIRequestContext, journalist: NewJournalist) {
  const login = await request.post(`${API}/auth/login`, {
    data: { email: journalist.email, password: journalist.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const saved = await request.post(`${API}/email-templates`, {
    headers,
    data: { title: 'Interview request', content: '<p>Dear {guest_name}, could we talk on {date}?</p>' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** Parts of an instant in a zone, by type (year, month, day, hour, minute, dayPeriod). */
function partsIn(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(at);
  return (type: string) => parts.find((p) => p.type === type)!.value;
}

const YMD = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** `days` ahead at 10:30 AM in London: as the picker takes it, and as each side reads it. */
function plannedDate(days: number) {
  const day = partsIn(new Date(Date.now() + days * 86_400_000), LONDON, YMD);
  const [y, m, d] = [day('year'), day('month'), day('day')];
  // 10:30 UTC that day, moved by London's offset then (0 or 1 hour).
  const guess = new Date(`${y}-${m}-${d}T10:30:00Z`);
  const londonHour = Number(partsIn(guess, LONDON, { hour: '2-digit', hourCycle: 'h23' })('hour'));
  const instant = new Date(guess.getTime() - (londonHour - 10) * 3_600_000);
  const sg = partsIn(instant, SINGAPORE, { ...YMD, hour: '2-digit', minute: '2-digit', hour12: true });
  return {
    instant,
    typed: `${y}/${m}/${d} 10:30 AM`,
    day: `${y}-${m}-${d}`,
    journalistReads: `${y}/${m}/${d} 10:30 AM your time`,
    expertReads: `${sg('year')}/${sg('month')}/${sg('day')} ${sg('hour')}:${sg('minute')} ${sg('dayPeriod')} your time`,
  };
}

/** From the directory, the request dialog for one guest, sent with the default template. */
async function requestFromDirectory(page: Page, guest: string, typedDate: string) {
  const app = journalistApp(page);
  await page.goto('/directory');
  await app.getByRole('searchbox', { name: 'Search guests' }).fill(guest);
  await app.getByRole('button', { name: `Discuss now with ${guest}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request an interview with ${guest}` });
  await expect(dialog.getByLabel('Message', { exact: true })).not.toBeEmpty();
  await dialog.getByLabel('Topic').fill('The energy transition');
  const date = dialog.getByLabel('Date and time of the interview');
  await date.click();
  await date.fill(typedDate);
  // Enter takes the typed date (it never sends the form); Send request does.
  await date.press('Enter');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Interview request sent')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The invitation to `to` about `guest` (a mail with a calendar REQUEST), opened in the local mailbox. */
async function openInvitation(page: Page, to: string, guest: string) {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  // Subjects are the product's words (no names): the newest REQUEST to `to` is this journey's,
  // and the guest is named in its body.
  await mailbox
    .getByRole('row')
    .filter({ hasText: to })
    .filter({ has: mailbox.getByRole('link', { name: 'REQUEST', exact: true }) })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(mailbox.locator('body')).toContainText(guest);
  return mailbox;
}

test('a request goes from the directory to the expert live, is approved, planned, invited, cancelled and found', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const journalist = await approvedJournalist(request, 'Nina', uniqueWord('Press'));
  const journalistName = `${journalist.firstName} ${journalist.lastName}`;
  await templateFor(request, journalist);
  const when = plannedDate(3);

  // The expert waits on the pending invitations.
  const expert = await signedIn(browser, SINGAPORE, EXPERT);
  await expect(expert.page).toHaveURL(/\/guests$/);
  // The side menus are complete, in the spec's order.
  const expertMenu = expert.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link');
  // Questions carries the unread-message count, if any.
  await expect(expertMenu).toHaveText([
    /^Questions\d*$/,
    'Interview invitations',
    // Carries the count of new matching source requests, if any (issue 27).
    /^Opportunities(, \d+ new)?$/,
    'Guests',
    'Profile',
    'Publish news',
    'Background Briefing',
  ]);
  await expert.page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Interview invitations' })
    .click();
  await expect(expert.page).toHaveURL(/\/interviews\/expert\/pending$/);
  const pending = expertApp(expert.page);
  await expect(pending.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();

  // The journalist asks from the directory.
  const reporter = await signedIn(browser, LONDON, journalist.email, journalist.password);
  await expect(reporter.page).toHaveURL(/\/dashboard$/);
  await expect(reporter.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Directory',
    'Requests',
    'Interviews',
    /^Questions\d*$/,
    'Email templates',
    'Profile',
  ]);
  await requestFromDirectory(reporter.page, FIRST_GUEST, when.typed);

  // It arrives on the expert's page without a reload, in the expert's time and the journalist's.
  const row = pending.getByRole('row').filter({ hasText: journalistName }).filter({ hasText: FIRST_GUEST });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(when.expertReads);
  await expect(row).toContainText('10:30 AM in London');
  await expect(row).toContainText('Pending');

  // Approve asks first; then the row leaves the pending list.
  await row.getByRole('button', { name: `Approve the interview with ${FIRST_GUEST}` }).click();
  await expert.page.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);

  // The journalist's planned list shows it (the expert's Singapore time beside theirs), and the countdown.
  const journalistPage = reporter.page;
  await journalistPage.goto('/interviews/journalist/planned');
  const planned = journalistApp(journalistPage).getByRole('row').filter({ hasText: FIRST_GUEST });
  await expect(planned).toContainText(when.journalistReads);
  await expect(planned).toContainText('in Singapore');
  await expect(planned).toContainText('Approved');
  await expect(journalistPage.getByTestId('countdown')).toHaveText(/^\d+ DAYS?$/);
  await journalistPage.getByTitle('Next interview').click();
  await expect(journalistPage.getByText(`Next: ${FIRST_GUEST}`)).toBeVisible();
  await journalistPage.getByRole('link', { name: 'View all' }).click();
  await expect(journalistPage).toHaveURL(/\/interviews\/journalist\/planned$/);

  // The detail drawer: the message as the expert read it, and the history.
  await planned.getByText(FIRST_GUEST).click();
  await expect(journalistPage).toHaveURL(/[?&]interview=\d+/);
  const drawer = journalistPage.getByRole('dialog').filter({ hasText: `Interview with ${FIRST_GUEST}` });
  await expect(drawer.getByRole('region', { name: 'Message' })).toContainText('Dear');
  await expect(drawer.getByRole('region', { name: 'History' })).toContainText('Approved');
  await drawer.getByLabel('Your note (only you see it)').fill('Bring the grid figures');
  await drawer.getByRole('button', { name: 'Add note', exact: true }).click();
  await expect(drawer.getByRole('region', { name: 'Your notes' })).toContainText('Bring the grid figures');
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(journalistPage).not.toHaveURL(/interview=/);

  // The month calendar marks the day; the day lists the interview.
  await journalistApp(journalistPage).getByText('Calendar', { exact: true }).click();
  const month = journalistApp(journalistPage).getByRole('region', { name: /^Interviews in / });
  const monthName = new Intl.DateTimeFormat('en-US', { timeZone: LONDON, month: 'long', year: 'numeric' }).format(
    when.instant,
  );
  while (!((await month.getAttribute('aria-label')) ?? '').endsWith(monthName))
    await month.getByRole('button', { name: 'Next month' }).click();
  const mark = month.locator(`[data-date="${when.day}"]`);
  await expect(mark).toBeVisible();
  await mark.click();
  const day = journalistApp(journalistPage).getByRole('region', { name: 'Interviews on the chosen day' });
  await expect(day).toContainText(FIRST_GUEST);
  await expect(day).toContainText(when.journalistReads);

  // Both sides have the invitation, a calendar REQUEST, in the mailbox.
  for (const to of [journalist.email, EXPERT]) {
    const mail = await openInvitation(journalistPage, to, FIRST_GUEST);
    await expect(mail.locator('body')).toContainText('METHOD:REQUEST');
    await expect(mail.getByRole('link', { name: 'invite.ics' })).toBeVisible();
    await mail.close();
  }

  // A second request, cancelled by the journalist: the expert finds it in the archive.
  await requestFromDirectory(journalistPage, SECOND_GUEST, plannedDate(4).typed);
  await journalistPage.goto('/interviews/journalist/process');
  const second = journalistApp(journalistPage).getByRole('row').filter({ hasText: SECOND_GUEST });
  await second.getByRole('button', { name: `Cancel the interview with ${SECOND_GUEST}` }).click();
  await journalistPage.getByRole('tooltip').getByRole('button', { name: 'Cancel interview' }).click();
  await expect(second).toHaveCount(0);

  await expertApp(expert.page).getByRole('link', { name: 'Archive' }).click();
  await expect(expert.page).toHaveURL(/\/interviews\/expert\/archive$/);
  const archived = expertApp(expert.page)
    .getByRole('row')
    .filter({ hasText: journalistName })
    .filter({ hasText: SECOND_GUEST });
  await expect(archived).toContainText('Cancelled');
  await expect(expertApp(expert.page).getByRole('region', { name: 'Coverage' })).toBeVisible();

  // A notification click lands on the right page: the expert's on pending, the journalist's on all.
  await expert.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expert.page.getByRole('menuitem').first().click();
  await expect(expert.page).toHaveURL(/\/interviews\/expert\/pending$/);
  await journalistPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await journalistPage.getByRole('menuitem').first().click();
  await expect(journalistPage).toHaveURL(/\/interviews\/journalist\/all$/);

  await expert.context.close();
  await reporter.context.close();
});
