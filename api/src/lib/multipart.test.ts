import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { makePng } from '../../test/fixtures/media';
import { buildTestApp, type TestApp } from '../../test/helper';
import { HttpError } from '../plugins/errors';
import { FIELD_TOO_LONG, LIST_FORM_LIMITS, withMultipartForm } from './multipart';
import { uploadStore } from './uploads';

const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-multipart-'));
const uploads = uploadStore(dataDir, 'http://api.test');
let t: TestApp;
before(async () => {
  t = await buildTestApp({
    settings: { DATA_DIR: dataDir },
    extend: (app) => {
      // A form whose handler fails when asked to, after the file was received.
      app.post('/test/form', async (request) =>
        withMultipartForm(request, { photo: (file) => uploads.savePicture(file, 'test') }, async (form) => {
          if (form.fields.fail) throw new HttpError(409, 'Refused after the file arrived');
          return { fields: form.fields, photo: form.files.photo?.url ?? null };
        }),
      );
      // A form with `name[]` lists and two files, with the list forms' limits.
      app.post('/test/lists', async (request) =>
        withMultipartForm(
          request,
          {
            photo: (file) => uploads.savePicture(file, 'test'),
            logo: (file) => uploads.savePicture(file, 'test'),
          },
          async (form) => ({ fields: form.fields, lists: form.lists, files: Object.keys(form.files).sort() }),
          { ...LIST_FORM_LIMITS, files: 2 },
        ),
      );
    },
  });
});
after(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const files = (folder: string) => {
  try {
    return readdirSync(path.join(uploads.root, folder));
  } catch {
    return [];
  }
};

async function send(fields: Record<string, string>, file?: { field: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([file.bytes]), 'upload.bin');
  return t.app.inject({ method: 'POST', url: '/test/form', payload: form });
}

describe('reading a multipart form with files', () => {
  it('hands text fields over as text and moves the file into place once the handler succeeded', async () => {
    const res = await send({ title: 'Hello', tags: '[1,2]' }, { field: 'photo', bytes: await makePng() });
    expect(res.statusCode).toBe(200);
    const { fields, photo } = res.json();
    expect(fields).toEqual({ title: 'Hello', tags: '[1,2]' });
    expect(photo).toMatch(/^http:\/\/api\.test\/storage\/test\/[0-9a-f-]{36}\.webp$/);
    expect(files('test')).toEqual([path.basename(photo)]);
    expect(files('.tmp')).toEqual([]);
  });

  it('discards the file when the handler fails, and ignores files it did not ask for', async () => {
    const before = files('test');
    const failed = await send({ fail: 'yes' }, { field: 'photo', bytes: await makePng() });
    expect(failed.json()).toEqual({ message: 'Refused after the file arrived' });
    const other = await send({ title: 'x' }, { field: 'other', bytes: await makePng() });
    expect(other.json()).toEqual({ fields: { title: 'x' }, photo: null });
    expect(files('test')).toEqual(before);
    expect(files('.tmp')).toEqual([]);
  });

  it('answers 415 when the request is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/form', payload: { title: 'x' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('a form with name[] lists', () => {
  it('gathers each list, takes more fields than the default 20 and two files', async () => {
    const form = new FormData();
    form.append('title', 'Lists');
    for (let i = 1; i <= 30; i++) form.append('expertise[]', String(i));
    form.append('country[]', '7');
    form.append('photo', new Blob([await makePng()]), 'a.png');
    form.append('logo', new Blob([await makePng()]), 'b.png');
    const res = await t.app.inject({ method: 'POST', url: '/test/lists', payload: form });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { title: 'Lists' },
      lists: { expertise: Array.from({ length: 30 }, (_, i) => String(i + 1)), country: ['7'] },
      files: ['logo', 'photo'],
    });
  });

  it('refuses a text field longer than the list forms allow, on its field', async () => {
    const form = new FormData();
    form.append('description', 'x'.repeat(LIST_FORM_LIMITS.fieldSize + 1));
    const res = await t.app.inject({ method: 'POST', url: '/test/lists', payload: form });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ description: [FIELD_TOO_LONG] });
  });
});
