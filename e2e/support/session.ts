import { expect, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_ENV, ROOT, SHELL_URL } from './servers';
import { appShown } from './test';

export const DEMO_PASSWORD = 'Demo2026pass';

/** Signs in through the shell's login dialog, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, base = '') {
  await page.goto(`${base}/?login=true`);
  const dialog = page.getByRole('dialog', { name: 'Login as a Journalist' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** The operations console in a browser of its own, signed in as a demo staff member at `path`. */
export async function consoleAs(browser: Browser, email: string, path = '/admin') {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  await page.goto(path);
  const form = page.locator('[data-app="mf-admin"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return { page, context };
}

/** Log out goes to main and reloads: wait for that load before doing anything else. */
export async function signOut(page: Page) {
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' }),
    page.getByRole('button', { name: 'Log out' }).click(),
  ]);
  await appShown(page);
  await expect(page.getByRole('button', { name: 'Login as a Journalist or Expert' })).toBeVisible();
}

/** `npm run admin -- <command> <email>` against the suite's API. */
export function admin(command: string, email: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/admin.ts', command, email], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...E2E_ENV },
    encoding: 'utf8',
  });
}
