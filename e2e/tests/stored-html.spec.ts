import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E_ENV, ROOT } from '../support/servers';
import { pngImage } from '../support/files';
import { DEMO_PASSWORD } from '../support/session';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;
const corpus: string[] = JSON.parse(readFileSync(path.join(ROOT, 'api/test/fixtures/owasp-xss.json'), 'utf8')).vectors;
const PER_ARTICLE = 10;

// The sanitizer is checked on its own, without the pages' Content-Security-Policy, which would stop
// inline handlers anyway (and the detector's own check below); security-headers.spec.ts checks the policy.
test.use({ bypassCSP: true });

test('the OWASP filter-evasion samples, published as news or through a news update, run no script when shown', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const login = await request.post(`${API}/auth/login`, {
    data: { email: 'expert@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };

  // Store the corpus through the API, ten samples an article (and one in each title): every other
  // article is published plain and gets its samples through an update.
  const published: { id: number; slug: string }[] = [];
  try {
    for (let i = 0; i < corpus.length; i += PER_ARTICLE) {
      const samples = corpus.slice(i, i + PER_ARTICLE);
      const title = `Stored HTML check ${i / PER_ARTICLE + 1} ${samples[0]}`.slice(0, 255);
      const text = samples.map((s) => `<p>Sample</p>${s}`).join('\n');
      const throughUpdate = (i / PER_ARTICLE) % 2 === 1;
      const res = await request.post(`${API}/news/create`, {
        headers,
        multipart: {
          title: throughUpdate ? 'Stored HTML check' : title,
          text: throughUpdate ? '<p>Plain</p>' : text,
          expertise: '[1]',
          guest_id: '[]',
        },
      });
      expect(res.status()).toBe(201);
      const article: { id: number; slug: string } = (await res.json()).data;
      if (throughUpdate) {
        const updated = await request.post(`${API}/news/update/${article.id}`, { headers, multipart: { title, text } });
        expect(updated.status()).toBe(200);
      }
      published.push(article);
    }

    // Anything that would run counts: dialogs, calls to alert/confirm/prompt, loads from elsewhere.
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const foreign: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(r.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __scriptRuns: number } & Record<string, unknown>;
      w.__scriptRuns = 0;
      for (const name of ['alert', 'confirm', 'prompt', 'print'])
        w[name] = () => {
          w.__scriptRuns += 1;
        };
    });

    for (const article of published) {
      await page.goto(`/news/${article.slug}`);
      await expect(page.locator('.rich-text')).toContainText('Sample');
      // Handlers that need a person: hover and focus everything the article shows.
      for (const el of await page.locator('.rich-text *').all())
        await el.hover({ force: true, timeout: 1000 }).catch(() => {});
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __scriptRuns: number }).__scriptRuns)).toBe(0);
    }
    expect(dialogs).toBe(0);
    expect(foreign).toEqual([]);

    // The detector itself works: markup that is not cleaned does run.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)">'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __scriptRuns: number }).__scriptRuns)).toBe(1);
  } finally {
    for (const { id } of published) await request.get(`${API}/news/delete/${id}`, { headers });
  }
});

test('the same samples, stored through event updates, run no script on story idea and briefing pages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const login = await request.post(`${API}/auth/login`, {
    data: { email: 'expert@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const header = { name: 'header.png', mimeType: 'image/png', buffer: pngImage(1600, 900) };
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const PER_EVENT = 20;

  // Each is made plain, then its description updated with twenty samples: story ideas and
  // briefings in turn, each read on its own public page.
  const created: { id: number; page: string }[] = [];
  try {
    for (let i = 0; i < corpus.length; i += PER_EVENT) {
      const briefing = (i / PER_EVENT) % 2 === 1;
      const made = await request.post(`${API}/events`, {
        headers,
        multipart: {
          kind: briefing ? 'event' : 'story_idea',
          heading: `Stored HTML check ${i / PER_EVENT + 1}`,
          description: '<p>Plain</p>',
          start_date: nextMonth,
          end_date: nextMonth,
          all_day: '1',
          header_image: header,
          ...(briefing ? { location: 'Online', signups_url: 'https://example.com/signup' } : {}),
        },
      });
      expect(made.status()).toBe(201);
      const { id } = (await made.json()).data;
      created.push({ id, page: briefing ? `/event-detail/${id}` : `/story-ideas/${id}` });
      const samples = corpus.slice(i, i + PER_EVENT);
      const updated = await request.post(`${API}/events/update/${id}`, {
        headers,
        multipart: { description: samples.map((v) => `<p>Sample</p>${v}`).join('\n') },
      });
      expect(updated.status()).toBe(200);
    }

    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __scriptRuns: number } & Record<string, unknown>;
      w.__scriptRuns = 0;
      for (const name of ['alert', 'confirm', 'prompt', 'print'])
        w[name] = () => {
          w.__scriptRuns += 1;
        };
    });
    for (const { page: address } of created) {
      await page.goto(address);
      await expect(page.locator('.rich-text')).toContainText('Sample');
      for (const el of await page.locator('.rich-text *').all())
        await el.hover({ force: true, timeout: 1000 }).catch(() => {});
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __scriptRuns: number }).__scriptRuns)).toBe(0);
    }
    expect(dialogs).toBe(0);
  } finally {
    for (const { id } of created) await request.delete(`${API}/events/${id}`, { headers });
  }
});
