// The journeys' `test`: Playwright's, with pages that wait, after goto and reload, until the app has
// taken over a page pre-rendered by the server (scripts/prerender.mjs), as a person waits for a page
// to be ready. Until then its controls do nothing and the app's own view is still hidden.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once no pre-rendered view is left on the page (at once when there was none). */
export async function appShown(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('pp-prerender'));
}

const waiting = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` return once the app shows the page. */
export function waitingForApp(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appShown(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appShown(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on('page', waitingForApp);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    await provide(waitingForApp(page));
  },
});
