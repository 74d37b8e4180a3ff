import { after, before, describe, it } from 'node:test';
import { ne } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { emailTemplates } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  journalist = await signIn(t.app, 'journalist@example.com');
});
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
