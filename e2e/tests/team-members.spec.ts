import { type Page } from '@playwright/test';
import { uniqueWord } from '../support/files';
import { E2E_ENV } from '../support/servers';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';
import { expect, test } from '../support/test';

// Issue 14's team journey: the demo expert invites a team member, who accepts from the mail in the
// local mailbox, chooses a password, signs in as themselves and manages the account's guests.

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const EXPERT = 'expert@example.com';
const expertApp = (page: Page) => page.locator('[data-app="mf-expert"]');

test('an invited team member accepts from the mailbox, signs in and sees the account’s guests', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const last = uniqueWord('Team');
  const email = `member-${Date.now()}@example.net`;
  const password = 'Teammate2026ok';
  const app = expertApp(page);

  // The account's guests, as its owner reads them: the member must see the same ones.
  const login = await request.post(`${API}/auth/login`, { data: { email: EXPERT, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const owned = await request.get(`${API}/guests`, { headers: auth });
  expect(owned.status(), await owned.text()).toBe(200);
  const guests = ((await owned.json()).data as { first_name: string; last_name: string }[]).map(
    (g) => `${g.first_name} ${g.last_name}`,
  );
  expect(guests.length).toBeGreaterThan(0);

  // The owner invites from the profile's team tab; the invitation is listed as Invited.
  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/profile/expert/team-members');
  await expect(
    app.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Team members' }),
  ).toHaveAttribute('aria-current', 'page');
  const invite = app.getByRole('form', { name: 'Invite a team member' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('This field is required').first()).toBeVisible();
  await invite.getByLabel('First name').fill('Nora');
  await invite.getByLabel('Last name').fill(last);
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Title').fill('Press officer');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const row = app.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(`Nora ${last}`);
  await expect(row).toContainText('Invited');
  await signOut(page);

  // The mail in the local mailbox, and its link.
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${E2E_ENV.API_PUBLIC_URL}/mailbox`);
  await mailbox
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link')
    .first()
    .click();
  const link = await mailbox
    .frameLocator('iframe')
    .getByRole('link', { name: 'Accept the invitation' })
    .getAttribute('href');
  await mailbox.close();
  expect(link).toMatch(/\/team\/accept\/[\w-]+$/);

  // The invitee chooses a password (the rules speak first) and lands on the account's guests.
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(app.getByRole('heading', { name: 'Join a team' })).toBeVisible();
  await expect(app.getByText(`Choose a password for ${email} to accept.`)).toBeVisible();
  await app.getByLabel('Password', { exact: true }).fill('short');
  await app.getByLabel('Confirm password').fill('short');
  await app.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(app.getByText('Password is too short - should be at least 8 symbols')).toBeVisible();
  await expect(page).toHaveURL(/\/team\/accept\//);
  await app.getByLabel('Password', { exact: true }).fill(password);
  await app.getByLabel('Confirm password').fill(password);
  await app.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/guests$/);
  await signOut(page);

  // Signed in as themselves, with their own password: the owner's guests, and no team to manage.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/guests$/);
  const list = app.getByRole('table');
  for (const name of guests.slice(0, 3)) await expect(list.getByRole('link', { name })).toBeVisible();
  await page.goto('/profile/expert/team-members');
  await expect(app.getByTestId('team-member-note')).toContainText('Only the account owner manages team members.');
  await signOut(page);

  // The owner sees the member as active, with a last sign-in.
  await signIn(page, EXPERT);
  await expect(page).toHaveURL(/\/guests$/);
  await page.goto('/profile/expert/team-members');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText(/^-?$/);
});

// Review H1: a removed member's own account is not paid for. It signs in to the expert
// registration's pay step, as any expert who must pay, and the workspace stays shut.
test('a removed team member signs in and sees the expert registration’s pay step, not the workspace', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `removed-${Date.now()}@example.net`;
  const password = 'Removed2026member';
  const app = expertApp(page);

  // Invited, accepted and removed through the API, as the review reproduced it.
  const login = await request.post(`${API}/auth/login`, { data: { email: EXPERT, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const invited = await request.post(`${API}/team-members/invite`, {
    headers: auth,
    data: { first_name: 'Rhea', last_name: uniqueWord('Removed'), email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const memberRow = (await invited.json()).data.id as number;
  const mailbox = await (await request.get(`${E2E_ENV.API_PUBLIC_URL}/mailbox`)).text();
  const mailId = new RegExp(`<td>${email.replace(/[.]/g, '\\.')}</td><td><a href="/mailbox/(\\d+)`).exec(mailbox)?.[1];
  expect(mailId, 'the invitation in the local mailbox').toBeTruthy();
  const mail = await (await request.get(`${E2E_ENV.API_PUBLIC_URL}/mailbox/${mailId}`)).text();
  const token = /team\/accept\/([\w-]+)/.exec(mail)![1];
  const accepted = await request.post(`${API}/team-invitations/${token}/accept`, {
    data: { password, password_confirmation: password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const removed = await request.delete(`${API}/team-members/${memberRow}`, { headers: auth });
  expect(removed.status(), await removed.text()).toBe(200);

  // Signed in: the pay step (no access warning where they act), never the account's guests: those
  // send them back with the spec's must-pay warning.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/register\/expert\/3$/);
  await expect(app.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByTestId('status-notice')).toHaveCount(0);
  await page.goto('/guests');
  await expect(page).toHaveURL(/\/register\/expert\/3$/);
  await expect(page.getByText('You don’t have access to this page. Please pay for your account first.')).toBeVisible();
  await expect(app.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
});
