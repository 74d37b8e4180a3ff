import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { expect } from '../../test/expect';
import { makeJpegWithExif, makePng } from '../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { withMultipartForm } from './multipart';
import { configuredStorage } from './storage/storage';
import { GUEST_AVATAR_RULES, GUEST_IMAGE_RULES, PICTURE_RULES, uploadStore } from './uploads';

/** A DATA_DIR with files already in uploads, as a previous run would leave it. */
function dataDirWith(files: Record<string, string | Buffer>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-uploads-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dataDir, 'uploads', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dataDir;
}

describe('the upload folder at start', () => {
  it('removes what a crash left in the temporary folder, and keeps stored files and uploads in flight', async () => {
    const dataDir = dataDirWith({
      '.tmp/orphan-1': 'half an upload',
      '.tmp/orphan-2': 'x',
      '.tmp/in-flight': 'another instance is receiving this one',
      'news/kept.png': 'a picture',
    });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const name of ['orphan-1', 'orphan-2', '../news/kept.png'])
      utimesSync(path.join(dataDir, 'uploads/.tmp', name), twoHoursAgo, twoHoursAgo);
    const { app } = await buildTestApp({ settings: { DATA_DIR: dataDir } });
    try {
      expect(existsSync(path.join(dataDir, 'uploads/.tmp/orphan-1'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'uploads/.tmp/orphan-2'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'uploads/.tmp/in-flight'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'uploads/news/kept.png'))).toBe(true);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('serving /storage', () => {
  let t: TestApp;
  let dataDir: string;
  before(async () => {
    dataDir = dataDirWith({
      'news/picture.png': await makePng(),
      'news/clip.mp4': 'not checked here',
      'old/page.html': '<script>alert(1)</script>',
      'old/drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    t = await buildTestApp({ settings: { DATA_DIR: dataDir } });
  });
  after(async () => {
    await t.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url });

  it('answers an image or a video with its type, nosniff and a sandboxing CSP, shown inline', async () => {
    for (const [url, type] of [
      ['/storage/news/picture.png', 'image/png'],
      ['/storage/news/clip.mp4', 'video/mp4'],
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers anything else as a download that never runs (HTML, SVG)', async () => {
    for (const url of ['/storage/old/page.html', '/storage/old/drawing.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
  });

  it('never serves the temporary folder', async () => {
    mkdirSync(path.join(dataDir, 'uploads/.tmp'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads/.tmp/pending'), 'in flight');
    expect((await get('/storage/.tmp/pending')).statusCode).not.toBe(200);
    expect((await get('/storage/%2Etmp/pending')).statusCode).not.toBe(200);
  });
});

/** A photo as phones send it: large, with the camera and the place it was taken in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();

/** What the stored bytes say about themselves: format, size, and any metadata left. */
async function described(bytes: Buffer) {
  const { format, width, height, exif, xmp, icc } = await sharp(bytes).metadata();
  return { format, width, height, metadata: [exif, xmp, icc].filter(Boolean).length };
}

/** A journalist's private contact (step 1 of the contacts API), to upload media for. */
async function privateContact(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contacts/private',
    headers,
    payload: {
      first_name: 'Mei',
      last_name: 'Tan',
      gender: 'Female',
      title: 'Professor of Marine Biology',
      company_name: 'Straits University',
      linkedin: 'https://www.linkedin.com/in/mei-tan',
      country: [1],
      expertise: [1, 2],
      available: [1],
      languages: [1],
      description:
        'Studies coral reefs and the fisheries that depend on them across South-East Asia, and advises two ministries.',
      rating: 4.5,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

/** Sends one file to a contact's media route (avatar or images) as a browser does. */
function sendFile(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  field: string,
  bytes: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: form as never });
}

describe('an upload through the API, into the local folder', () => {
  let t: TestApp;
  let journalist: Record<string, string>;
  before(async () => {
    t = await buildTestApp({
      fixture: 'demo',
      extend: (app) => {
        // Each kind of upload by its rules, as the guests' and news routes receive them.
        const uploads = () => uploadStore(t.settings.DATA_DIR, t.settings.API_PUBLIC_URL);
        const rules = { avatar: GUEST_AVATAR_RULES, gallery: GUEST_IMAGE_RULES, picture: PICTURE_RULES };
        app.post<{ Params: { kind: keyof typeof rules } }>('/test/upload/:kind', async (request) =>
          withMultipartForm(
            request,
            { file: (file) => uploads().receive(file, 'test', rules[request.params.kind]) },
            async ({ files }) => ({ url: files.file?.url }),
          ),
        );
      },
    });
    journalist = await signIn(t.app, 'journalist@example.com');
  });
  after(() => t?.app.close());

  it('stores an avatar as a 512 px WebP square, gallery images and pictures 1920 px wide at most', async () => {
    const photo = await phonePhoto();
    for (const [kind, size] of [
      ['avatar', [512, 512]],
      ['gallery', [1920, 1280]],
      ['picture', [1920, 1280]],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([photo]), 'photo.jpg');
      const res = await t.app.inject({ method: 'POST', url: `/test/upload/${kind}`, payload: form as never });
      const url: string = res.json().url;
      expect(url).toMatch(/\/storage\/test\/[0-9a-f-]{36}\.webp$/);
      const stored = await t.app.inject({ url: url.slice(t.settings.API_PUBLIC_URL.length) });
      expect(await described(stored.rawPayload)).toEqual({
        format: 'webp',
        width: size[0],
        height: size[1],
        metadata: 0,
      });
    }
  });

  it('is stored as WebP of at most 1920 px wide, without its EXIF and GPS, and served as image/webp', async () => {
    const id = await privateContact(t, journalist);
    const photo = await phonePhoto();
    expect((await described(photo)).metadata).toBe(1);
    const res = await sendFile(t, journalist, `/contacts/private/${id}/images`, 'image', photo, 'beach.jpg');
    expect(res.statusCode).toBe(200);
    const [{ image: url }] = res.json().data.images as { image: string }[];
    expect(url).toMatch(new RegExp(`^${t.settings.API_PUBLIC_URL}/storage/contacts/[0-9a-f-]{36}\\.webp$`));
    const served = await t.app.inject({ url: url.slice(t.settings.API_PUBLIC_URL.length) });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await described(served.rawPayload)).toEqual({ format: 'webp', width: 1920, height: 1280, metadata: 0 });
    for (const trace of ['SpyCam', 'GPS', 'Exif']) expect(served.rawPayload.includes(Buffer.from(trace))).toBe(false);
  });

  it('refuses a non-image and keeps nothing of it', async () => {
    const id = await privateContact(t, journalist);
    const page = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    const res = await sendFile(t, journalist, `/contacts/private/${id}/avatar`, 'avatar', page, 'me.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: ['The file must be a file of type: jpeg, jpg, png, gif.'] });
    expect(readdirSync(path.join(t.settings.DATA_DIR, 'uploads/.tmp'))).toEqual([]);
  });
});

describe('uploads into an S3 bucket (a real S3-protocol server, s3rver, on this machine)', () => {
  const bucket = 'presspoint-test';
  let s3rverDir: string;
  let server: S3rver;
  let endpoint: string;
  let client: S3Client;
  let t: TestApp;
  let journalist: Record<string, string>;

  before(async () => {
    s3rverDir = mkdtempSync(path.join(tmpdir(), 'pp-s3rver-'));
    // Port 0: a free port chosen by the system; 127.0.0.1: nothing outside this machine reaches it.
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3rverDir,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    t = await buildTestApp({
      fixture: 'demo',
      settings: {
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    journalist = await signIn(t.app, 'journalist@example.com');
  });
  after(async () => {
    await t?.app.close();
    client?.destroy();
    await server?.close();
    rmSync(s3rverDir, { recursive: true, force: true });
  });

  const keyOf = (url: string) => url.slice(`${endpoint}/${bucket}/`.length);
  const read = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { contentType: object.ContentType, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
  };
  const exists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: S3ServiceException) => (error.$metadata.httpStatusCode === 404 ? false : Promise.reject(error)),
    );
  const keys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!);
  const localFiles = () =>
    readdirSync(path.join(t.settings.DATA_DIR, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('stores an avatar in the bucket, as WebP without metadata, at the bucket’s address', async () => {
    const id = await privateContact(t, journalist);
    const res = await sendFile(t, journalist, `/contacts/private/${id}/avatar`, 'avatar', await phonePhoto(), 'me.jpg');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar as string;
    expect(url).toMatch(new RegExp(`^${endpoint}/${bucket}/contacts/[0-9a-f-]{36}\\.webp$`));
    const stored = await read(keyOf(url));
    expect(stored.contentType).toBe('image/webp');
    expect((await described(stored.bytes)).metadata).toBe(0);
    expect((await described(stored.bytes)).format).toBe('webp');
    expect(stored.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    // Browsers read it from the address handed out.
    const fetched = await fetch(url);
    expect([fetched.status, fetched.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(stored.bytes)).toBe(true);
    // Nothing stays on this machine: the temporary file went to the bucket.
    expect(localFiles()).toEqual([]);

    // A new avatar replaces it: the old object is deleted from the bucket.
    const again = await sendFile(t, journalist, `/contacts/private/${id}/avatar`, 'avatar', await makePng(), 'new.png');
    const newUrl = again.json().data.avatar as string;
    expect(newUrl).not.toBe(url);
    expect(await exists(keyOf(newUrl))).toBe(true);
    expect(await exists(keyOf(url))).toBe(false);
  });

  it('deletes a gallery image’s object when the image is removed', async () => {
    const id = await privateContact(t, journalist);
    const added = await sendFile(
      t,
      journalist,
      `/contacts/private/${id}/images`,
      'image',
      await makeJpegWithExif(),
      'a.jpg',
    );
    const [image] = added.json().data.images as { id: number; image: string }[];
    expect(await exists(keyOf(image.image))).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/contacts/private/${id}/images/${image.id}`,
      headers: journalist,
    });
    expect(removed.statusCode).toBe(200);
    expect(await exists(keyOf(image.image))).toBe(false);
  });

  it('puts nothing in the bucket for a refused file, and leaves no temporary file', async () => {
    const id = await privateContact(t, journalist);
    const before = await keys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await sendFile(t, journalist, `/contacts/private/${id}/avatar`, 'avatar', svg, 'x.png');
    expect(res.statusCode).toBe(422);
    expect(await keys()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it('stores each object with its type and disposition: pictures inline, anything else a download (review I4)', async () => {
    const id = await privateContact(t, journalist);
    const res = await sendFile(t, journalist, `/contacts/private/${id}/avatar`, 'avatar', await makePng(), 'a.png');
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(res.json().data.avatar) }));
    expect([head.ContentType, head.ContentDisposition]).toEqual(['image/webp', 'inline']);
    const storage = configuredStorage(t.settings.DATA_DIR)!;
    await storage.put(
      'news/older.bin',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'application/octet-stream',
    );
    const other = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'news/older.bin' }));
    expect([other.ContentType, other.ContentDisposition]).toEqual(['application/octet-stream', 'attachment']);
  });
});
