import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '../../../test/expect';
import { makePng } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-contacts-'));
let t: TestApp;
let journalist: Record<string, string>;
let other: Record<string, string>;

before(async () => {
  t = await buildTestApp({ fixture: 'demo', settings: { DATA_DIR: dataDir } });
  journalist = await signIn(t.app, 'journalist@example.com');
  // The journalist waiting for approval cannot use contacts; the locked one cannot sign in: make a
  // second approved journalist from the demo one's credentials through registration is slow, so the
  // deleting account (profile-only) stands for "another user" where only a 404/403 matters.
  other = await signIn(t.app, 'expert@example.com');
});
after(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object | FormData, headers = journalist) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

const contact = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});

describe('private contacts in two steps', () => {
  it('step 1 makes a draft only its journalist sees; step 2 adds media; finish publishes it privately', async () => {
    const created = await call('POST', '/contacts/private', contact());
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toEqual({ id, is_draft: true });

    const list = (await call('GET', '/contacts')).json();
    expect(list.data[0]).toMatchObject({ id, is_private: true, is_draft: true, first_name: 'Mei' });

    // Only its journalist reads it; the directory never lists it.
    expect((await call('GET', `/guests/${id}`)).json().data).toMatchObject({ id, is_private: true });
    expect((await call('GET', `/guests/${id}`, undefined, other)).statusCode).toBe(404);
    const search = (await call('POST', '/search-guest', { search: 'Mei Tan Straits' })).json();
    expect(search.data.map((g: { id: number }) => g.id)).not.toContain(id);

    const form = new FormData();
    form.append('avatar', new Blob([await makePng()]), 'mei.png');
    const avatar = await call('POST', `/contacts/private/${id}/avatar`, form);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json().data.avatar).toMatch(/\/storage\/contacts\/[0-9a-f-]+\.webp$/);

    const image = new FormData();
    image.append('image', new Blob([await makePng()]), 'reef.png');
    const withImage = (await call('POST', `/contacts/private/${id}/images`, image)).json().data;
    expect(withImage.images).toHaveLength(1);
    const removed = await call('DELETE', `/contacts/private/${id}/images/${withImage.images[0].id}`);
    expect(removed.json().data.images).toEqual([]);

    const video = await call('POST', `/contacts/private/${id}/videos`, {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(video.json().data.videos).toEqual([
      { id: expect.any(Number), url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    const badVideo = await call('POST', `/contacts/private/${id}/videos`, { url: 'https://evil.example/x' });
    expect(badVideo.statusCode).toBe(422);
    expect(badVideo.json().errors).toEqual({ url: ['Enter valid url'] });

    const finished = await call('POST', `/contacts/private/${id}/finish`);
    expect(finished.json()).toEqual({ data: { id, is_draft: false }, message: 'Contact saved' });
    expect(
      (await call('POST', '/search-guest', { search: 'Mei Tan' })).json().data.map((g: { id: number }) => g.id),
    ).not.toContain(id);
  });

  it('takes the form as multipart with lists as name[], and refuses a non-image avatar', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(contact({ first_name: 'Arun' })))
      if (Array.isArray(value)) for (const v of value) form.append(`${key}[]`, String(v));
      else form.append(key, String(value));
    const created = await call('POST', '/contacts/private', form);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await call('GET', `/guests/${id}`)).json().data.expertise).toHaveLength(2);

    const text = new FormData();
    text.append('avatar', new Blob(['<svg onload=alert(1)>']), 'x.png');
    const refused = await call('POST', `/contacts/private/${id}/avatar`, text);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ avatar: ['The file must be a file of type: jpeg, jpg, png, gif.'] });
  });

  it('checks step 1 with the guest form’s rules, in the spec’s words, lookups included', async () => {
    const res = await call(
      'POST',
      '/contacts/private',
      contact({ first_name: '', country: [], description: 'Too short', rating: 0, linkedin: 'https://example.org' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: ['This field is required'],
      country: ['Choose at least one'],
      description: ['This field must be at least 100 characters'],
      rating: ['Must be bigger that 0'],
      linkedin: ['Must be valid LinkedIn profile url'],
    });
    const unknown = await call('POST', '/contacts/private', contact({ expertise: [999999] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ expertise: ['Please choose valid options'] });
  });

  it('keeps another user’s private contact out of reach (404), and experts out (403)', async () => {
    const id = (await call('POST', '/contacts/private', contact())).json().data.id;
    const expert = await signIn(t.app, 'expert@example.com');
    expect((await call('GET', `/contacts/private/${id}/media`, undefined, expert)).statusCode).toBe(403);
    // A journalist who does not own it: the demo journalist's id is owned; pretend with a guest of an expert.
    const expertGuest = (await call('POST', '/search-guest', { per_page: 5 })).json().data[0].id;
    expect((await call('GET', `/contacts/private/${expertGuest}/media`)).statusCode).toBe(404);
    expect((await call('POST', `/contacts/private/${expertGuest}/update`, contact())).statusCode).toBe(404);
    expect((await call('POST', `/contacts/private/${expertGuest}/finish`)).statusCode).toBe(404);
    const updated = await call('POST', `/contacts/private/${id}/update`, contact({ title: 'Dean of Science' }));
    expect(updated.json().data).toEqual({ id, is_draft: true });
    expect((await call('GET', `/guests/${id}`)).json().data.title).toBe('Dean of Science');
  });
});

describe('importing contacts from CSV rows', () => {
  it('imports the valid rows and reports each bad one by row and field', async () => {
    const before = (await call('GET', '/contacts')).json().meta.total;
    const res = await call('POST', '/contacts/import', {
      rows: [
        contact({ first_name: 'Row1' }),
        contact({ first_name: '', rating: 7 }),
        contact({ first_name: 'Row3', country: [424242] }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.imported).toBe(1);
    expect(result.errors).toEqual([
      { row: 2, field: 'first_name', message: 'This field is required' },
      { row: 2, field: 'rating', message: 'Please choose a valid rating number' },
      { row: 3, field: 'country', message: 'Please choose valid options' },
    ]);
    expect((await call('GET', '/contacts')).json().meta.total).toBe(before + 1);
    const [imported] = (await call('GET', `/contacts?search=Row1`)).json().data;
    expect(imported).toMatchObject({ id: result.ids[0], is_private: true, is_draft: false });
  });

  it('refuses an empty list, too many rows and rows that are not objects', async () => {
    expect((await call('POST', '/contacts/import', { rows: [] })).statusCode).toBe(422);
    expect((await call('POST', '/contacts/import', { rows: Array(5001).fill({}) })).statusCode).toBe(422);
    const odd = (await call('POST', '/contacts/import', { rows: [{ first_name: ['x'] }] })).json();
    expect(odd.data.errors[0]).toMatchObject({ row: 1, field: 'first_name' });
  });
});
