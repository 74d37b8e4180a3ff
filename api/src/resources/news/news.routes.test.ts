import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from '../../../test/expect';
import { makeJpeg, makeMp4, makeMp4Video, makePicture } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, news } from '../../db/schema';

const corpus: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../../test/fixtures/owasp-xss.json'), 'utf8'),
).vectors;

let t: TestApp;
let expert: Record<string, string>;
let ownGuest: number;
// Our own DATA_DIR, to look into DATA_DIR/uploads.
const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-news-'));
const uploadsDir = path.join(dataDir, 'uploads');
before(async () => {
  // The OWASP corpus goes in through over a hundred multipart writes: more than an hour's uploads.
  t = await buildTestApp({ fixture: 'demo', settings: { DATA_DIR: dataDir, UPLOADS_PER_HOUR: '1000' } });
  expert = await signIn(t.app, 'expert@example.com');
  [{ id: ownGuest }] = await t.database.db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, 2)).limit(1);
});
after(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
    const png = await makePicture(1600, 900);
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
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp');
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

  it('refuses ids no table can hold, on their field', async () => {
    const res = await publish(newsForm({ ...valid(), expertise: '[99999999999]', guest_id: '[-1]' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'expertise[0]': ['Choose at least one'],
      'guest_id[0]': ['Choose at least one'],
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

/** Every file under DATA_DIR/uploads, the temporary folder included. */
const filesInUploads = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Waits (up to 5 s) until the uploads folder holds just `expected`; answers what it holds. */
async function settledUploads(expected: string[]) {
  const same = () => JSON.stringify(filesInUploads().sort()) === JSON.stringify([...expected].sort());
  for (let waited = 0; waited < 5000 && !same(); waited += 50) await sleep(50);
  return filesInUploads();
}

describe('uploading a news picture', () => {
  const PAGE = '<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>';
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
  const pictureOf = async (name: string, bytes: Uint8Array) =>
    publish(newsForm({ ...valid(), title: `Picture ${name}` }, { name, bytes }));

  it('refuses an HTML page named .png, SVG with script and a JPEG/HTML polyglot, keeping no file', async () => {
    const before = filesInUploads();
    const jpeg = await makeJpeg();
    for (const [name, bytes] of [
      ['page.png', Buffer.from(PAGE)],
      ['drawing.svg', Buffer.from(SVG)],
      ['drawing.png', Buffer.from(SVG)],
      ['polyglot.jpg', Buffer.concat([jpeg, Buffer.from(PAGE)])],
    ] as const) {
      const res = await pictureOf(name, bytes);
      expect({ name, status: res.statusCode, errors: res.json().errors }).toEqual({
        name,
        status: 422,
        errors: { picture: ['The file must be a file of type: jpeg, jpg, png, gif, mp4.'] },
      });
    }
    expect(filesInUploads()).toEqual(before);
  });

  it('stores a JPEG without its EXIF, served with its type and headers that forbid running it', async () => {
    const withExif = await sharp(await makePicture(1600, 900, 'jpeg'))
      .withExif({ IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' } })
      .jpeg()
      .toBuffer();
    const res = await pictureOf('holiday.jpeg', withExif);
    expect(res.statusCode).toBe(201);
    const { picture, picture_type } = res.json().data;
    expect(picture_type).toBe('image');
    expect(picture).toMatch(/\/storage\/news\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url: new URL(picture).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(served.headers['content-disposition']).toBeUndefined();
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    // The temporary folder is never served.
    expect((await t.app.inject({ url: '/storage/.tmp/x' })).statusCode).not.toBe(200);
  });

  it('accepts a real MP4 whatever its name, and refuses a fake one named .mp4', async () => {
    const res = await pictureOf('clip.bin', makeMp4Video(1920, 1080));
    expect(res.statusCode).toBe(201);
    const { picture, picture_type } = res.json().data;
    expect(picture_type).toBe('video');
    const served = await t.app.inject({ url: new URL(picture).pathname });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(makeMp4Video(1920, 1080))).toBe(true);
    const fake = await pictureOf('clip.mp4', Buffer.concat([Buffer.from('<!--ftypisom-->'), Buffer.from(PAGE)]));
    expect(fake.json().errors).toEqual({ picture: ['The file must be a file of type: jpeg, jpg, png, gif, mp4.'] });
  });

  it('refuses a file over 20MB on the picture field, keeping no file', async () => {
    const before = filesInUploads();
    const huge = Buffer.concat([await makeJpeg(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await pictureOf('huge.jpg', huge);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ picture: ['The file may not be greater than 20MB.'] });
    expect(filesInUploads()).toEqual(before);
  });

  it('keeps no picture when the news itself is refused', async () => {
    const before = filesInUploads();
    const res = await publish(
      newsForm({ ...valid(), title: '' }, { name: 'fine.png', bytes: await makePicture(1600, 900) }),
    );
    expect(res.json().errors).toEqual({ title: ['This field is required'] });
    expect(filesInUploads()).toEqual(before);
  });

  it('leaves no file anywhere under uploads when the connection dies mid-upload', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address() as AddressInfo;
    const before = filesInUploads();
    const boundary = 'interrupted-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut short\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const req = httpRequest({
      host: address.address,
      port: address.port,
      method: 'POST',
      path: '/api/v1/news/create',
      headers: {
        ...expert,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 5_000_000),
      },
    });
    req.on('error', () => {}); // the socket is destroyed on purpose
    req.write(head);
    req.write(Buffer.concat([await makeJpeg(), Buffer.alloc(200_000, 0x41)]));
    // Wait until the server is writing the temporary file, then cut the connection.
    for (let waited = 0; waited < 5000 && filesInUploads().length === before.length; waited += 20) await sleep(20);
    expect(filesInUploads().length).toBe(before.length + 1);
    req.destroy();
    expect((await settledUploads(before)).sort()).toEqual([...before].sort());
  });
});

describe('the picture rules of spec section 5, checked on the server', () => {
  const TYPES = 'The file must be a file of type: jpeg, jpg, png, gif, mp4.';
  const picture = (name: string, bytes: Uint8Array) =>
    publish(newsForm({ ...valid(), title: `Shape ${name}` }, { name, bytes }));
  const errorsOf = async (name: string, bytes: Uint8Array) => (await picture(name, bytes)).json().errors;

  it('takes 16:9 pictures at least 1000 px wide (within 2%), and refuses narrower or other shapes', async () => {
    expect((await picture('wide.png', await makePicture(1000, 563))).statusCode).toBe(201);
    expect((await picture('full-hd.jpg', await makePicture(1920, 1080, 'jpeg'))).statusCode).toBe(201);
    expect((await picture('big.png', await makePicture(3200, 1800))).statusCode).toBe(201);
    expect(await errorsOf('narrow.png', await makePicture(960, 540))).toEqual({
      picture: ['The file must be at least 1000 px wide.'],
    });
    for (const [w, h] of [
      [1200, 900],
      [1000, 1000],
      [1920, 1200],
    ])
      expect(await errorsOf(`${w}x${h}.png`, await makePicture(w, h))).toEqual({
        picture: ['The file must be 16:9 (for example 1920 × 1080 px).'],
      });
  });

  it('reads a video’s size from its track header: 16:9 and wide enough, or refused', async () => {
    expect((await picture('clip.mp4', makeMp4Video(1280, 720))).statusCode).toBe(201);
    expect(await errorsOf('small.mp4', makeMp4Video(640, 360))).toEqual({
      picture: ['The file must be at least 1000 px wide.'],
    });
    expect(await errorsOf('square.mp4', makeMp4Video(1080, 1080))).toEqual({
      picture: ['The file must be 16:9 (for example 1920 × 1080 px).'],
    });
    // No video track: no size to check, so not a picture of the rules.
    expect(await errorsOf('audio.mp4', makeMp4())).toEqual({ picture: ['The file must be at least 1000 px wide.'] });
  });

  it('reads the type from the content, not the name', async () => {
    const png = await makePicture(1600, 900);
    expect((await picture('named-as.gif', png)).json().data.picture_type).toBe('image');
    expect(await errorsOf('text.png', Buffer.from('just some text, not a picture at all'))).toEqual({
      picture: [TYPES],
    });
    expect(await errorsOf('bitmap.bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]))).toEqual({
      picture: [TYPES],
    });
  });

  it('takes a file of exactly 20MB and refuses 20MB + 1 byte', async () => {
    const jpeg = await makePicture(1600, 900, 'jpeg');
    const LIMIT = 20 * 1024 * 1024;
    const exactly = Buffer.concat([jpeg, Buffer.alloc(LIMIT - jpeg.length)]);
    expect(exactly.length).toBe(LIMIT);
    expect((await picture('exactly.jpg', exactly)).statusCode).toBe(201);
    const oneMore = Buffer.concat([exactly, Buffer.alloc(1)]);
    expect(await errorsOf('one-more.jpg', oneMore)).toEqual({ picture: ['The file may not be greater than 20MB.'] });
  });
});

describe('the expert’s own news: list, update, delete', () => {
  let other: Record<string, string>;
  let team: Record<string, string>;
  let journalist: Record<string, string>;
  before(async () => {
    other = await signIn(t.app, 'expert2@example.com');
    team = await signIn(t.app, 'team@example.com');
    journalist = await signIn(t.app, 'journalist@example.com');
  });
  const update = (id: number, form: FormData, headers = expert) =>
    t.app.inject({ method: 'POST', url: `/api/v1/news/update/${id}`, headers, payload: form });
  const mine = (query: string, headers = expert) => t.app.inject({ url: `/api/v1/news?${query}`, headers });

  it('lists the account’s own items with search, sort and paging, never another’s', async () => {
    const made = await publish(newsForm({ ...valid(), title: 'Zebra crossings get smarter' }));
    expect(made.statusCode).toBe(201);
    const res = await mine('search=zebra%20crossings&per_page=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['Zebra crossings get smarter']);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 5, total: 1 });
    expect(body.data[0]).toMatchObject({ expertise: [1, 3], guests: [], author_id: 2 });
    expect(body.data[0].text).toBeUndefined();

    const all = (await mine('per_page=100&sort=title&direction=asc')).json();
    expect(all.data.every((n: { author_id: number }) => n.author_id === 2)).toBe(true);
    const titles = all.data.map((n: { title: string }) => n.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    // Newest first by default.
    const first = (await mine('per_page=1')).json().data[0];
    expect(first.id).toBeGreaterThanOrEqual(made.json().data.id);
    expect((await mine('', other)).json().data.some((n: { author_id: number }) => n.author_id === 2)).toBe(false);
  });

  it('updates what is sent and keeps the rest: text, topics, guests, link, picture and slug', async () => {
    const created = (
      await publish(
        newsForm(
          { ...valid(), title: 'Harbour dredging resumes', guest_id: JSON.stringify([ownGuest]) },
          { name: 'p.png', bytes: await makePicture(1600, 900) },
        ),
      )
    ).json().data;
    const res = await update(created.id, newsForm({ title: 'Harbour dredging resumes in May' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('News updated successfully');
    const updated = res.json().data;
    expect(updated).toMatchObject({
      id: created.id,
      slug: created.slug,
      title: 'Harbour dredging resumes in May',
      text: created.text,
      link: created.link,
      picture: created.picture,
      expertise: [1, 3],
    });
    expect(updated.guests.map((g: { guest_id: number }) => g.guest_id)).toEqual([ownGuest]);

    // New topics and no guests; the text is cleaned as on create; a new picture replaces the old one.
    const again = await update(
      created.id,
      newsForm(
        { expertise: '[2]', guest_id: '[]', text: '<p>Now <script>alert(1)</script>in May.</p>' },
        { name: 'q.png', bytes: await makePicture(1920, 1080) },
      ),
    );
    expect(again.json().data).toMatchObject({ expertise: [2], guests: [], text: '<p>Now in May.</p>' });
    expect(again.json().data.picture).not.toBe(created.picture);
    expect((await t.app.inject({ url: new URL(created.picture).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/news/slug/${created.slug}` })).json().data.title).toBe(
      'Harbour dredging resumes in May',
    );

    // The rules hold on an update with the spec's words.
    const bad = await update(created.id, newsForm({ title: '', expertise: '[]', link: 'nope' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: ['This field is required'],
      expertise: ['Choose at least one'],
      link: ['Enter valid url'],
    });
    const narrow = await update(created.id, newsForm({}, { name: 'n.png', bytes: await makePicture(800, 450) }));
    expect(narrow.json().errors).toEqual({ picture: ['The file must be at least 1000 px wide.'] });
  });

  it('lets only the owning account change an item: another expert 404, a journalist 403, a team member acts for its owner', async () => {
    const item = (await publish(newsForm({ ...valid(), title: 'Owner only' }))).json().data;
    expect((await update(item.id, newsForm({ title: 'Taken over' }), other)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/news/delete/${item.id}`, headers: other })).statusCode).toBe(404);
    const asJournalist = await update(item.id, newsForm({ title: 'Taken over' }), journalist);
    expect(asJournalist.statusCode).toBe(403);
    expect((await mine('', journalist)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/news/${item.id}` })).json().data.title).toBe('Owner only');

    // team@ is on expert2's team: what it publishes is expert2's, and expert2 may change it.
    const byTeam = await publish(newsForm({ ...valid(), title: 'Written by the team' }), team);
    expect(byTeam.statusCode).toBe(201);
    const teamItem = byTeam.json().data;
    const [{ id: expert2Id }] = (await mine('per_page=1', other)).json().data.map((n: { author_id: number }) => ({
      id: n.author_id,
    }));
    expect(teamItem.author_id).toBe(expert2Id);
    expect((await update(teamItem.id, newsForm({ title: 'Edited by the owner' }), other)).statusCode).toBe(200);
    expect((await update(teamItem.id, newsForm({ title: 'Not yours' }))).statusCode).toBe(404);
  });

  it(`cleans the text of an update as on create (${corpus.length} OWASP samples)`, async () => {
    const item = (await publish(newsForm({ ...valid(), title: 'Updated HTML' }))).json().data;
    for (const vector of corpus) {
      const res = await update(item.id, newsForm({ text: `<p>Sample</p>${vector}` }));
      expect(res.statusCode).toBe(200);
      const stored: string = res.json().data.text;
      expect(stored).not.toMatch(/<\s*(script|style|iframe|frame|object|embed|meta|link|base|svg|math|form|input)/i);
      expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
      expect(stored).not.toMatch(/=\s*["']?\s*(javascript|vbscript|data):/i);
    }
  });

  it('takes a deleted item out of every public list, and its pages answer 404', async () => {
    const item = (await publish(newsForm({ ...valid(), title: 'Short-lived story', expertise: '[5]' }), expert)).json()
      .data;
    const lists = [
      '/api/v1/allposts?per_page=100',
      '/api/v1/news-block',
      '/api/v1/news/author/2?per_page=100',
      '/api/v1/news/expertise/5?per_page=100',
      '/api/v1/news?per_page=100',
    ];
    const listed = async () => {
      const found: string[] = [];
      for (const url of lists) {
        const res = await t.app.inject({ url, headers: expert });
        if (res.json().data.some((n: { id: number }) => n.id === item.id)) found.push(url);
      }
      return found;
    };
    expect(await listed()).toEqual(lists);
    const del = await t.app.inject({ url: `/api/v1/news/delete/${item.id}`, headers: expert });
    expect(del.json().message).toBe('News deleted');
    expect(await listed()).toEqual([]);
    expect((await t.app.inject({ url: `/api/v1/news/${item.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/news/slug/${item.slug}` })).statusCode).toBe(404);
    expect((await update(item.id, newsForm({ title: 'Back?' }))).statusCode).toBe(404);
  });
});
