import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { makePng } from '../../test/fixtures/media';
import { buildTestApp, type TestApp } from '../../test/helper';

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
