import { after, before, describe, it } from 'node:test';
import { eq, ne } from 'drizzle-orm';
import { ROLE, STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { signIn, type TestApp, demoApp } from '../../../test/helper';
import { accessTokens, emailTemplates, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';

let t: TestApp;
let journalist: Record<string, string>;
before(async () => ({ t, journalist } = await demoApp('journalist')));
after(() => t.app.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string>, payload });

describe('email templates', () => {
  it('lists the journalist’s own templates, the default first', async () => {
    const res = await call('GET', '/email-templates', journalist);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      default: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(list.filter((x: { default: boolean }) => x.default)).toHaveLength(1);
  });

  it('creates, reads, changes and deletes a template', async () => {
    const created = await call('POST', '/email-templates', journalist, { title: 'Quick ask', content: 'Hi {name}' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect((await call('GET', `/email-templates/${id}`, journalist)).json().data).toMatchObject({
      title: 'Quick ask',
      content: 'Hi {name}',
    });
    const changed = await call('PATCH', `/email-templates/${id}`, journalist, { title: 'Quick ask 2', content: 'Hi' });
    expect(changed.json().data).toMatchObject({ title: 'Quick ask 2', content: 'Hi' });
    expect((await call('DELETE', `/email-templates/${id}`, journalist)).statusCode).toBe(200);
    expect((await call('GET', `/email-templates/${id}`, journalist)).statusCode).toBe(404);
  });

  it('cleans the template’s HTML like news text, keeping formatting and placeholders', async () => {
    const created = await call('POST', '/email-templates', journalist, {
      title: 'Formatted',
      content: '<p>Dear {guest_name},<img src=x onerror=alert(1)><script>alert(2)</script> <b>{topic}</b></p>',
    });
    expect(created.json().data.content).toBe('<p>Dear {guest_name},<img /> <b>{topic}</b></p>');
    const changed = await call('PATCH', `/email-templates/${created.json().data.id}`, journalist, {
      title: 'Formatted',
      content: '<a href="javascript:alert(1)">{date}</a><img src="//evil.example/x.png">',
    });
    expect(changed.json().data.content).toBe('<a rel="noopener noreferrer">{date}</a><img />');
  });

  it('puts each rule on its field', async () => {
    const res = await call('POST', '/email-templates', journalist, { title: 'x'.repeat(256), content: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['This field must be at most 255 characters'],
      content: ['This field is required'],
    });
    // Nothing is left once cleaned: no content either, and nothing is stored.
    const onlyScript = await call('POST', '/email-templates', journalist, {
      title: 'Empty',
      content: '<p><script>alert(1)</script></p>',
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ content: ['This field is required'] });
  });

  it('keeps templates private to their journalist and to journalists', async () => {
    const [theirs] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(ne(emailTemplates.user_id, 1))
      .limit(1);
    expect((await call('GET', `/email-templates/${theirs.id}`, journalist)).statusCode).toBe(404);
    expect((await call('DELETE', `/email-templates/${theirs.id}`, journalist)).statusCode).toBe(404);
    const expert = await signIn(t.app, 'expert@example.com');
    const res = await call('GET', '/email-templates', expert);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only journalists have email templates');
    expect((await call('GET', '/email-templates', {})).statusCode).toBe(401);
  });
});

let journalists = 0;
/** A new approved journalist without templates, signed in. */
async function newJournalist() {
  journalists += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({
      role: ROLE.JOURNALIST,
      status: STATUS.SIMPLE_USER,
      email: `templates-${journalists}@example.com`,
      password: 'not used',
      first_name: 'Tess',
      last_name: `Writer ${journalists}`,
    })
    .returning({ id: users.id });
  const { token, hash } = newToken();
  await t.database.db.insert(accessTokens).values({ user_id: user.id, token_hash: hash });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

type Template = { id: number; title: string; default: boolean; updated_at: string; created_at: string };
const save = async (headers: object, title: string) => {
  const res = await call('POST', '/email-templates', headers, { title, content: `<p>${title}</p>` });
  expect(res.statusCode).toBe(201);
  return res.json().data as Template;
};
const list = async (headers: object, query = '') => {
  const res = await call('GET', `/email-templates${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Template[]; meta: Record<string, number> };
};
const defaults = async (headers: object) => (await list(headers, '?per_page=100')).data.filter((x) => x.default);

describe('email templates: paging, search and sort', () => {
  let me: { headers: object };
  before(async () => {
    me = await newJournalist();
    // Saved one after another: Delta is the oldest, Alpha_1 the newest.
    for (const title of ['Delta', 'charlie 50%', 'Bravo', 'alpha_1']) await save(me.headers, title);
  });

  it('pages with the contract’s meta', async () => {
    const page = await list(me.headers, '?page=2&per_page=3');
    expect(page.meta).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(page.data).toHaveLength(1);
    expect((await list(me.headers)).meta).toEqual({ current_page: 1, per_page: 15, total: 4, last_page: 1 });
  });

  it('lists the default first, then the newest change', async () => {
    expect((await list(me.headers)).data.map((x) => x.title)).toEqual(['Delta', 'alpha_1', 'Bravo', 'charlie 50%']);
  });

  it('searches titles in any case, wildcards taken literally', async () => {
    expect((await list(me.headers, '?search=ALPHA')).data.map((x) => x.title)).toEqual(['alpha_1']);
    expect((await list(me.headers, '?search=50%25')).data.map((x) => x.title)).toEqual(['charlie 50%']);
    expect((await list(me.headers, '?search=_lpha')).data).toEqual([]);
    expect((await list(me.headers, '?search=%25')).meta.total).toBe(1);
  });

  it('sorts by title, creation or change, both ways', async () => {
    const titles = async (q: string) => (await list(me.headers, q)).data.map((x) => x.title);
    expect(await titles('?sort=title&order=asc')).toEqual(['alpha_1', 'Bravo', 'charlie 50%', 'Delta']);
    expect(await titles('?sort=title&order=desc')).toEqual(['Delta', 'charlie 50%', 'Bravo', 'alpha_1']);
    expect(await titles('?sort=created_at&order=asc')).toEqual(['Delta', 'charlie 50%', 'Bravo', 'alpha_1']);
    expect(await titles('?sort=created_at&order=desc')).toEqual(['alpha_1', 'Bravo', 'charlie 50%', 'Delta']);
    expect(await titles('?sort=updated_at&order=desc')).toEqual(['alpha_1', 'Bravo', 'charlie 50%', 'Delta']);
  });

  it('refuses bad query values with field errors', async () => {
    for (const [query, field] of [
      ['?sort=content', 'sort'],
      ['?order=up', 'order'],
      ['?per_page=101', 'per_page'],
      ['?per_page=0', 'per_page'],
      ['?page=0', 'page'],
      [`?search=${'x'.repeat(256)}`, 'search'],
    ]) {
      const res = await call('GET', `/email-templates${query}`, me.headers);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });
});

describe('email templates: the one default', () => {
  it('makes a journalist’s first template the default, and only that one', async () => {
    const me = await newJournalist();
    const first = await save(me.headers, 'First');
    expect(first.default).toBe(true);
    expect((await save(me.headers, 'Second')).default).toBe(false);
    expect((await defaults(me.headers)).map((x) => x.id)).toEqual([first.id]);
  });

  it('sets another template as the only default', async () => {
    const me = await newJournalist();
    const first = await save(me.headers, 'First');
    const second = await save(me.headers, 'Second');
    const res = await call('POST', `/email-templates/${second.id}/default`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: expect.objectContaining({ id: second.id, default: true }),
      message: 'Default template set',
    });
    expect((await defaults(me.headers)).map((x) => x.id)).toEqual([second.id]);
    // Setting it again changes nothing; setting the first moves it back.
    expect((await call('POST', `/email-templates/${second.id}/default`, me.headers)).statusCode).toBe(200);
    await call('POST', `/email-templates/${first.id}/default`, me.headers);
    expect((await defaults(me.headers)).map((x) => x.id)).toEqual([first.id]);
  });

  it('passes the default to the most recently changed template when the default is deleted', async () => {
    const me = await newJournalist();
    const first = await save(me.headers, 'First');
    const second = await save(me.headers, 'Second');
    const third = await save(me.headers, 'Third');
    // Second becomes the most recently changed.
    await call('PATCH', `/email-templates/${second.id}`, me.headers, { title: 'Second again', content: 'x' });
    expect((await call('DELETE', `/email-templates/${first.id}`, me.headers)).json()).toEqual({
      message: 'Template deleted',
    });
    expect((await defaults(me.headers)).map((x) => x.id)).toEqual([second.id]);
    // Deleting one that is not the default leaves the default alone.
    await call('DELETE', `/email-templates/${third.id}`, me.headers);
    expect((await defaults(me.headers)).map((x) => x.id)).toEqual([second.id]);
    await call('DELETE', `/email-templates/${second.id}`, me.headers);
    expect((await list(me.headers)).data).toEqual([]);
    expect((await save(me.headers, 'Again')).default).toBe(true);
  });

  it('does not find another journalist’s template, nor change its default', async () => {
    const me = await newJournalist();
    const other = await newJournalist();
    const theirs = await save(other.headers, 'Theirs');
    const theirSecond = await save(other.headers, 'Theirs 2');
    await save(me.headers, 'Mine');
    expect((await call('POST', `/email-templates/${theirSecond.id}/default`, me.headers)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/email-templates/${theirs.id}`, me.headers, { title: 'x', content: 'y' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/email-templates/999999/default', me.headers)).statusCode).toBe(404);
    expect((await defaults(other.headers)).map((x) => x.id)).toEqual([theirs.id]);
    const [row] = await t.database.db
      .select({ title: emailTemplates.title })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, theirs.id));
    expect(row.title).toBe('Theirs');
  });
});
