import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { E2E_ENV } from '../support/servers';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;

/**
 * The shell and the API are different origins: every method the workspaces use must pass the
 * browser's CORS check (a blocked PATCH or DELETE once made template edits fail in the browser).
 */
test('a journalist edits and deletes a template through the API from the shell’s origin', async ({ page }) => {
  await signIn(page, 'journalist@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);

  const results = await page.evaluate(async (api) => {
    const token = localStorage.getItem('access_token');
    const call = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body && JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const created = await call('POST', '/email-templates', {
      title: 'Cross-origin',
      content: '<p>Hi {guest_name}</p>',
    });
    const id = created.body.data.id;
    const edited = await call('PATCH', `/email-templates/${id}`, { title: 'Cross-origin, edited', content: 'Hello' });
    const deleted = await call('DELETE', `/email-templates/${id}`);
    const gone = await call('GET', `/email-templates/${id}`);
    return { origin: location.origin, created: created.status, edited, deleted: deleted.status, gone: gone.status };
  }, API);

  expect(results.origin).not.toBe(new URL(API).origin);
  expect(results.created).toBe(201);
  expect(results.edited.status).toBe(200);
  expect(results.edited.body.data).toMatchObject({ title: 'Cross-origin, edited', content: 'Hello' });
  expect(results.deleted).toBe(200);
  expect(results.gone).toBe(404);
});
