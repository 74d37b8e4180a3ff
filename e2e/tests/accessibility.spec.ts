import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SHELL_URL } from '../support/servers';
import { signIn } from '../support/session';

// Issue 25: WCAG 2.2 AA on every page a person opens. axe runs on each public page and each
// signed-in route, at a desktop and a phone width, and a serious or critical violation fails the
// journey with the page, the rule and the elements it names.
const WIDTHS = [1366, 320];
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A route's address, or how to find one: the first link of a list page that matches, opened on
 * another of its tabs when one is named (a guest's media).
 */
type Target = string | { from: string; link: RegExp; tab?: string };

const PUBLIC: Target[] = [
  '/',
  '/allposts',
  { from: '/allposts', link: /^\/(news|blogpost)\/[^/]+$/ },
  '/story-ideas',
  { from: '/story-ideas', link: /^\/story-ideas\/\d+$/ },
  '/events',
  { from: '/events', link: /^\/event-detail\/\d+$/ },
  '/faq',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contacts',
  '/doctor',
  '/author',
  '/build-your-media-profile',
  '/register/journalist',
  '/register/expert/1',
];

const JOURNALIST: Target[] = [
  '/dashboard',
  '/dashboard/interviews',
  '/directory',
  { from: '/directory', link: /^\/contact\/\d+/ },
  { from: '/directory', link: /^\/contact\/\d+/, tab: 'media' },
  '/directory/all-contacts',
  '/directory/new-contacts/create',
  '/directory/upload-contacts',
  '/requests',
  '/requests/new',
  { from: '/requests', link: /^\/requests\/\d+$/ },
  '/interviews/journalist/all',
  '/interviews/journalist/planned',
  '/questions/journalist',
  '/email-templates/all',
  '/email-templates/new',
  '/profile/journalist',
  '/profile/journalist/security',
];

const EXPERT: Target[] = [
  '/guests',
  { from: '/guests', link: /^\/guests\/\d+/ },
  { from: '/guests', link: /^\/guests\/\d+/, tab: 'media' },
  '/guests/new-guest/create',
  '/guests/upload',
  '/interviews/expert/pending',
  '/interviews/expert/planned',
  '/questions/expert',
  '/opportunities',
  { from: '/opportunities?matches=0', link: /^\/opportunities\/\d+$/ },
  '/opportunities/my-pitches',
  '/profile/expert',
  '/profile/expert/company',
  '/profile/expert/payment',
  '/profile/expert/guests',
  '/profile/expert/team-members',
  '/profile/expert/request-alerts',
  '/profile/expert/security',
  '/contacts-manager/expert',
  '/contacts-manager/expert/news/create',
  '/background-briefing/list',
  '/background-briefing/create',
  '/background-briefing/create?tab=posts',
  { from: '/background-briefing/list', link: /^\/background-briefing\/edit\/\d+$/ },
];

interface Finding {
  page: string;
  width: number;
  rule: string;
  impact: string;
  targets: string[];
}

async function addressOf(page: Page, target: Target): Promise<string> {
  if (typeof target === 'string') return target;
  await page.goto(target.from);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        found = hrefs.find((href): href is string => href !== null && target.link.test(href));
        return found;
      },
      { message: `a link like ${target.link} on ${target.from}` },
    )
    .toBeTruthy();
  return target.tab ? `${found!.replace(/\/(overview|general|media)$/, '')}/${target.tab}` : found!;
}

/** Opens each page at each width and runs axe once the page has settled. */
async function findViolations(page: Page, targets: Target[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 640 : 800 });
    for (const target of targets) {
      const address = await addressOf(page, target);
      await page.goto(address);
      // The page's own content, not its loading state, is what a person meets.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      for (const v of violations)
        if (v.impact === 'serious' || v.impact === 'critical')
          findings.push({
            page: address,
            width,
            rule: `${v.id}: ${v.help}`,
            impact: v.impact,
            // What axe measured (a contrast's colours and ratio, a name against its text).
            targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary}`),
          });
    }
  }
  return findings;
}

test.describe.configure({ timeout: 300_000 });

test('public pages have no serious accessibility violation, at 1366 and 320 px', async ({ page }) => {
  expect(await findViolations(page, PUBLIC)).toEqual([]);
});

test('a journalist’s pages have no serious accessibility violation, at 1366 and 320 px', async ({ page }) => {
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await findViolations(page, JOURNALIST)).toEqual([]);
});

test('an expert’s pages have no serious accessibility violation, at 1366 and 320 px', async ({ page }) => {
  await signIn(page, 'expert@example.com');
  await expect(page).toHaveURL(/\/guests$/);
  expect(await findViolations(page, EXPERT)).toEqual([]);
});

test('an expert part way through registering meets steps 2 and 3 without a serious violation', async ({ browser }) => {
  for (const [email, address] of [
    ['mustaddguest@example.com', '/register/expert/2'],
    ['mustpay@example.com', '/register/expert/3'],
  ]) {
    const context = await browser.newContext({ baseURL: SHELL_URL });
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    expect(await findViolations(page, [address])).toEqual([]);
    await context.close();
  }
});
