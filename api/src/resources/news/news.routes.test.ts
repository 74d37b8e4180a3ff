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
import { makeJpeg, makeJpegWithExif, makeMp4, makePng } from '../../../test/fixtures/media';
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
  t = await buildTestApp({ fixture: 'demo', settings: { DATA_DIR: dataDir } });
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
    const png = await makePng();
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
    const res = await pictureOf('holiday.jpeg', await makeJpegWithExif());
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
    const res = await pictureOf('clip.bin', makeMp4());
    expect(res.statusCode).toBe(201);
    const { picture, picture_type } = res.json().data;
    expect(picture_type).toBe('video');
    const served = await t.app.inject({ url: new URL(picture).pathname });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(makeMp4())).toBe(true);
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
    const res = await publish(newsForm({ ...valid(), title: '' }, { name: 'fine.png', bytes: await makePng() }));
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
