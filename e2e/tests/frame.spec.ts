import { expect, test } from '@playwright/test';

const UUID = /^[0-9a-f-]{36}$/;

test.describe('the shell frames the three remotes', () => {
  test('/ shows the public remote inside the header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const landing = page.locator('[data-app="mf-public"]');
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/PressPoint/);
  });

  test('/dashboard shows the journalist remote in the dashboard layout', async ({ page }) => {
    await page.goto('/dashboard');
    const dashboard = page.locator('[data-app="mf-journalist"]');
    await expect(dashboard.getByRole('heading', { name: 'Your journalist dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toContainText('Dashboard');
  });

  test('/guests shows the expert remote in the dashboard layout', async ({ page }) => {
    await page.goto('/guests');
    const guests = page.locator('[data-app="mf-expert"]');
    await expect(guests.getByRole('heading', { name: 'Guests' })).toBeVisible();
    await expect(guests.getByRole('tab', { name: 'Upload guest with CSV' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  });

  test('a value one remote writes to the auth store is seen by the shell and another remote: one store', async ({
    page,
  }) => {
    await page.goto('/guests');
    const shell = page.locator('[data-app="shell"]');
    const storeId = await shell.getAttribute('data-auth-store-id');
    expect(storeId).toMatch(UUID);

    // The expert remote writes: the visitor asks to sign in as an Expert.
    const expert = page.locator('[data-app="mf-expert"]');
    await expect(expert).toHaveAttribute('data-auth-store-id', storeId!);
    await expert.getByRole('button', { name: 'Login as an Expert' }).click();

    // The shell sees it: its login dialog opens, titled by the login type, and its menu turns expert.
    const dialog = page.getByRole('dialog', { name: 'Login as an Expert' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveAttribute('data-menu-role', 'expert');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Another remote sees it, with no reload in between: the landing page pitches to experts.
    await page.getByRole('link', { name: 'PressPoint, main page' }).click();
    const landing = page.locator('[data-app="mf-public"]');
    await expect(landing.getByRole('button', { name: 'I’m an expert' })).toHaveAttribute('aria-pressed', 'true');

    // The same instance everywhere, created once for the page's life.
    await expect(landing).toHaveAttribute('data-auth-store-id', storeId!);
    await expect(shell).toHaveAttribute('data-auth-store-id', storeId!);
  });
});
