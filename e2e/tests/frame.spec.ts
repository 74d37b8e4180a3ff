import { expect, test } from '../support/test';
import { signIn } from '../support/session';

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
    await signIn(page, 'journalist@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboard = page.locator('[data-app="mf-journalist"]');
    await expect(dashboard.getByRole('heading', { name: 'Welcome back, Jordan' })).toBeVisible();
    // A remote's own class names never take the shell's layout rules: the page spans the content area.
    await page.setViewportSize({ width: 1366, height: 900 });
    const heading = await dashboard.getByRole('heading', { name: 'Welcome back, Jordan' }).boundingBox();
    expect(heading!.width).toBeGreaterThan(800);
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toContainText('Dashboard');
  });

  test('/guests shows the expert remote in the dashboard layout', async ({ page }) => {
    await signIn(page, 'expert@example.com');
    await expect(page).toHaveURL(/\/guests$/);
    const guests = page.locator('[data-app="mf-expert"]');
    await expect(guests.getByRole('heading', { name: 'Guests' })).toBeVisible();
    await expect(guests.getByRole('link', { name: 'Upload guest with CSV' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  });

  test('what one remote writes to the auth store, the shell and another remote see: one store', async ({ page }) => {
    await page.goto('/register/expert/1');
    const shell = page.locator('[data-app="shell"]');
    const storeId = await shell.getAttribute('data-auth-store-id');
    expect(storeId).toMatch(UUID);

    // The expert remote writes the session and the login type: an expert registers (step 1).
    const expert = page.locator('[data-app="mf-expert"]');
    await expect(expert).toHaveAttribute('data-auth-store-id', storeId!);
    const email = `store-${Date.now()}@example.net`;
    for (const [label, value] of [
      ['First name', 'Rosa'],
      ['Last name', 'Diaz'],
      ['Title', 'Founder'],
      ['Company name', 'Diaz Analytics'],
      ['Email', email],
      ['Work phone', '6590001111'],
      ['LinkedIn profile', 'https://www.linkedin.com/in/rosa-diaz'],
      ['Password', 'Analytics2026'],
      ['Confirm password', 'Analytics2026'],
    ]) {
      await expert.getByLabel(label, { exact: true }).fill(value);
    }
    await expert.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/register\/expert\/2$/);

    // The shell sees it without a reload: its header shows the new user.
    await expect(page.getByTestId('header-name')).toHaveText('Rosa Diaz');
    await expect(page.getByText(email)).toBeVisible();

    // Another remote sees it: the landing page pitches to experts.
    await page.getByRole('link', { name: 'PressPoint, main page' }).click();
    const landing = page.locator('[data-app="mf-public"]');
    await expect(landing.getByRole('button', { name: 'I’m an expert' })).toHaveAttribute('aria-pressed', 'true');

    // The same instance everywhere, created once for the page's life.
    await expect(landing).toHaveAttribute('data-auth-store-id', storeId!);
    await expect(shell).toHaveAttribute('data-auth-store-id', storeId!);
  });
});

test.describe('every side-menu item opens its page', () => {
  for (const { email, app, items } of [
    {
      email: 'journalist@example.com',
      app: 'mf-journalist',
      items: ['Dashboard', 'Directory', 'Requests', 'Interviews', 'Questions', 'Email templates', 'Profile'],
    },
    {
      email: 'expert@example.com',
      app: 'mf-expert',
      items: [
        'Questions',
        'Interview invitations',
        'Opportunities',
        'Guests',
        'Profile',
        'Publish news',
        'Background Briefing',
      ],
    },
  ]) {
    test(`${app}: ${items.join(', ')}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
      for (const item of items) {
        // Questions may carry its unread count in its name.
        const link = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: item });
        await link.first().click();
        await expect(link.first()).toHaveClass(/active/);
        await expect(page.locator(`[data-app="${app}"]`).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toHaveCount(0);
      }
    });
  }
});
