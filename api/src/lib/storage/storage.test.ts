import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { loadSettings } from '../../config/settings';
import { storageFromSettings } from './fromSettings';
import { localStorage } from './local';
import { bucketUrl } from './s3';
import { configureStorage, configuredStorage, isStorageKey } from './storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-storage-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

describe('storage keys', () => {
  it('are folders and names chosen by code: no dot segments, no absolute paths, no backslashes', () => {
    for (const key of ['news/0b6c.webp', 'contacts/a-b_c.mp4', 'demo/avatar-1.png'])
      expect(isStorageKey(key)).toBe(true);
    for (const key of ['../x.webp', 'news/../../etc/passwd', '/news/x', '.tmp/x', 'news/.hidden', 'a\\b', '', 'a//b'])
      expect(isStorageKey(key)).toBe(false);
  });
});

describe('the local folder', () => {
  const root = path.join(dataDir, 'uploads');
  const storage = localStorage(root, 'http://api.test/storage');

  it('puts a buffer or moves a file into place, hands out its address and knows it back', async () => {
    await storage.put('news/a.webp', Buffer.from('picture'), 'image/webp');
    expect(readFileSync(path.join(root, 'news/a.webp'), 'utf8')).toBe('picture');
    const file = path.join(dataDir, 'incoming');
    writeFileSync(file, 'clip');
    await storage.put('news/b.mp4', { path: file }, 'video/mp4');
    expect(readFileSync(path.join(root, 'news/b.mp4'), 'utf8')).toBe('clip');
    expect(existsSync(file)).toBe(false);
    expect(storage.publicUrl('news/a.webp')).toBe('http://api.test/storage/news/a.webp');
    expect(storage.urlToKey('http://api.test/storage/news/a.webp')).toBe('news/a.webp');
    await storage.delete('news/a.webp');
    expect(existsSync(path.join(root, 'news/a.webp'))).toBe(false);
    await storage.delete('news/a.webp'); // already gone: no error
  });

  it('knows no address outside its own, and refuses keys that would leave its folder', async () => {
    expect(storage.urlToKey('http://elsewhere.test/storage/news/b.mp4')).toBe(null);
    expect(storage.urlToKey('http://api.test/storage/../secrets.json')).toBe(null);
    expect(storage.urlToKey('http://api.test/storage/.tmp/x')).toBe(null);
    await expect(storage.put('../secrets.json', Buffer.from('x'), 'text/plain')).rejects.toThrow('Bad storage key');
    await expect(storage.delete('news/../../secrets.json')).rejects.toThrow('Bad storage key');
  });
});

describe('S3 settings', () => {
  const settings = (env: Record<string, string>) => loadSettings({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

  it('leave uploads local unless S3_BUCKET is set, and then take the bucket', async () => {
    expect(storageFromSettings(settings({})).kind).toBe('local');
    const s3 = storageFromSettings(settings({ S3_BUCKET: 'press-files', S3_REGION: 'eu-west-1' }));
    expect(s3.kind).toBe('s3');
    expect(s3.publicUrl('news/a.webp')).toBe('https://press-files.s3.eu-west-1.amazonaws.com/news/a.webp');
    await s3.close();
  });

  it('need a bucket for the other S3 settings, both keys or neither, and addresses that are URLs', () => {
    expect(() => settings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('need S3_BUCKET');
    expect(() => settings({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_SECRET_ACCESS_KEY');
    expect(() => settings({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
    expect(() => settings({ S3_BUCKET: 'Not_A_Bucket' })).toThrow('S3_BUCKET');
    expect(settings({ S3_BUCKET: 'files' })).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(settings({ S3_BUCKET: 'files' }).S3_SECRET_ACCESS_KEY).toBeUndefined();
  });

  it('read objects from S3_PUBLIC_URL, else from the bucket’s own address', () => {
    const base = { bucket: 'files', region: 'eu-west-1' };
    expect(bucketUrl({ ...base, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000/files',
    );
    expect(bucketUrl({ ...base, endpoint: 'https://r2.example.com' })).toBe('https://files.r2.example.com');
    const cdn = storageFromSettings(
      settings({ S3_BUCKET: 'files', S3_PUBLIC_URL: 'https://cdn.example.com/media/', S3_ENDPOINT: 'http://x:1' }),
    );
    expect(cdn.publicUrl('news/a.webp')).toBe('https://cdn.example.com/media/news/a.webp');
    expect(cdn.urlToKey('https://cdn.example.com/media/news/a.webp')).toBe('news/a.webp');
    expect(cdn.urlToKey('http://x:1/files/news/a.webp')).toBe(null);
  });
});

describe('the storage configured for a DATA_DIR', () => {
  it('is recorded for a bucket (routes find it), not for the local folder, and released', async () => {
    const local = storageFromSettings(loadSettings({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    configureStorage(dataDir, local)();
    expect(configuredStorage(dataDir)).toBeUndefined();
    const s3 = storageFromSettings(loadSettings({ NODE_ENV: 'test', DATA_DIR: dataDir, S3_BUCKET: 'files' }));
    const release = configureStorage(`${dataDir}/`, s3);
    expect(configuredStorage(dataDir)).toBe(s3);
    release();
    expect(configuredStorage(dataDir)).toBeUndefined();
    await s3.close();
  });
});
