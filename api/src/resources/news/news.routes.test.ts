import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, ne } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, news } from '../../db/schema';

const corpus: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../../test/fixtures/owasp-xss.json'), 'utf8'),
).vectors;

let t: TestApp;
let expert: Record<string, string>;
let ownGuest: number;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  expert = await signIn(t.app, 'expert@example.com');
  [{ id: ownGuest }] = await t.database.db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, 2)).limit(1);
});
after(() => t.app.close());

/** The multipart form of spec section 7: expertise and guest_id as JSON text. */
function newsForm(fields: Record<string, string>, picture?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (picture) form.append('picture', new Blob([picture.bytes]), picture.name);
  return form;
}
const publish = (form: FormData, headers = expert) =>
  t.app.inject({ method: 'POST', url: '/api/v1/news/create', headers, payload: form });
const valid = () => ({
  title: 'Rates hold steady as inflation cools',
  text: '<p>Central banks <b>paused</b>.</p>',
  link: 'https://example.org/rates',
  expertise: '[1, 3]',
  guest_id: '[]',
});

describe('publishing news', () => {
  it('publishes an expert’s article with a slug, its topics, guests and picture, readable by slug and id', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await publish(
      newsForm({ ...valid(), guest_id: JSON.stringify([ownGuest]) }, { name: 'chart.png', bytes: png }),
    );
    expect(res.statusCode).toBe(201);
    const article = res.json().data;
    expect(article).toMatchObject({
      slug: 'rates-hold-steady-as-inflation-cools',
      title: 'Rates hold steady as inflation cools',
      text: '<p>Central banks <b>paused</b>.</p>',
      expertise: [1, 3],
      author_id: 2,
      picture_type: 'image',
    });
    expect(article.guests.map((g: { guest_id: number }) => g.guest_id)).toEqual([ownGuest]);
    const picture = await t.app.inject({ method: 'GET', url: new URL(article.picture).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(Buffer.from(png))).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/news/slug/${article.slug}` })).json().data.id).toBe(article.id);
    const again = await publish(newsForm(valid()));
    expect(again.json().data.slug).toBe('rates-hold-steady-as-inflation-cools-2');

    // Deleting takes the article and its picture away; only its author may.
    const del = (id: number, headers = expert) =>
      t.app.inject({ method: 'GET', url: `/api/v1/news/delete/${id}`, headers });
    const [theirs] = await t.database.db.select({ id: news.id }).from(news).where(ne(news.author_id, 2)).limit(1);
    expect((await del(theirs.id)).statusCode).toBe(404);
    expect((await del(article.id)).json().message).toBe('News deleted');
    expect((await t.app.inject({ url: `/api/v1/news/${article.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(article.picture).pathname })).statusCode).toBe(404);
  });

  it('puts each rule on its field, and refuses a file that is not a picture', async () => {
    const res = await publish(newsForm({ title: '', text: '', link: 'not a link', expertise: '[]' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['This field is required'],
      text: ['This field is required'],
      link: ['Enter valid url'],
      expertise: ['Choose at least one'],
    });
    const wrongType = await publish(newsForm(valid(), { name: 'run.exe', bytes: Uint8Array.from([1, 2]) }));
    expect(wrongType.json().errors).toEqual({
      picture: ['The file must be a file of type: jpeg, jpg, png, gif, mp4.'],
    });
  });

  it('only lets an expert suggest their own guests', async () => {
    const [theirs] = await t.database.db.select({ id: guests.id }).from(guests).where(ne(guests.user_id, 2)).limit(1);
    const res = await publish(newsForm({ ...valid(), guest_id: JSON.stringify([theirs.id]) }));
    expect(res.json().errors).toEqual({ guest_id: ['The selected guest is invalid.'] });
  });

  it('is for approved experts only', async () => {
    const journalist = await signIn(t.app, 'journalist@example.com');
    expect((await publish(newsForm(valid()), journalist)).json().message).toBe('Only experts can publish news');
    const mustPay = await signIn(t.app, 'mustpay@example.com');
    expect((await publish(newsForm(valid()), mustPay)).json().message).toBe(
      'You don’t have access to this page. Please pay for your account first.',
    );
    expect((await publish(newsForm(valid()), {})).statusCode).toBe(401);
  });

  it(`stores every one of the ${corpus.length} OWASP filter-evasion samples without anything that can run`, async () => {
    for (const [i, vector] of corpus.entries()) {
      const res = await publish(newsForm({ ...valid(), title: `XSS sample ${i + 1}`, text: `<p>Sample</p>${vector}` }));
      expect(res.statusCode).toBe(201);
      const stored: string = res.json().data.text;
      // No script element, event handler, script URL in an attribute, style, frame or meta survives
      // (the words may stay as harmless text).
      expect(stored).not.toMatch(/<\s*(script|style|iframe|frame|object|embed|meta|link|base|svg|math|form|input)/i);
      expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
      expect(stored).not.toMatch(/=\s*["']?\s*(javascript|vbscript|data):/i);
    }
  });
});
