import { after, before, describe, it } from 'node:test';
import { expect } from '../test/expect';
import { buildTestApp, type TestApp } from '../test/helper';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.app.close());

const SHELL = 'http://localhost:8080';

describe('the API’s front door', () => {
  it('lets the shell’s origin send every method and header the product uses (CORS preflight)', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/email-templates/1',
        headers: {
          origin: SHELL,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type,x-socket-id',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(SHELL);
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'x-socket-id']),
      );
    }
  });

  it('gives other origins no CORS permission', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/email-templates/1',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers with safe headers: no sniffing, no framing, no page to run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/mediums' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('shows the local mailbox to this machine only: reset links are in it', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/mailbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('Local mailbox');
    for (const remoteAddress of ['192.0.2.10', '::ffff:203.0.113.5', '10.1.2.3']) {
      const remote = await t.app.inject({ method: 'GET', url: '/mailbox', remoteAddress });
      expect(remote.statusCode).toBe(404);
      const mail = await t.app.inject({ method: 'GET', url: '/mailbox/1', remoteAddress });
      expect(mail.statusCode).toBe(404);
    }
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect((await t.app.inject({ method: 'GET', url: '/mailbox', remoteAddress })).statusCode).toBe(200);
    // DNS rebinding: another site's name pointed at 127.0.0.1 arrives from loopback, under its own name.
    const rebound = await t.app.inject({ method: 'GET', url: '/mailbox', headers: { host: 'evil.example:3000' } });
    expect(rebound.statusCode).toBe(404);
  });

  it('does not let a client choose its address with X-Forwarded-For (no proxy is trusted by default)', async () => {
    const login = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'nobody@example.com', password: 'Wrong-password-1' },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(`203.0.113.${i}`)).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('in production', () => {
  it('has no mailbox and no API docs unless API_DOCS is set', async () => {
    const secrets = { PUSHER_APP_SECRET: 'p'.repeat(40), CAPTCHA_HMAC_KEY: 'c'.repeat(40), PAYMENTS_SANDBOX: '1' };
    const production = await buildTestApp({ settings: { NODE_ENV: 'production', ...secrets } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
    const documented = await buildTestApp({ settings: { NODE_ENV: 'production', API_DOCS: 'true', ...secrets } });
    try {
      expect((await documented.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    } finally {
      await documented.app.close();
    }
  });

  it('takes no sandbox payment unless PAYMENTS_SANDBOX=1 says this install is a demo', async () => {
    const secrets = { PUSHER_APP_SECRET: 'p'.repeat(40), CAPTCHA_HMAC_KEY: 'c'.repeat(40) };
    await expect(buildTestApp({ fixture: 'demo', settings: { NODE_ENV: 'production', ...secrets } })).rejects.toThrow(
      /production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    // Opted in: the sandbox's checkout page is served, as in development.
    const demo = await buildTestApp({
      fixture: 'demo',
      settings: { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', ...secrets },
    });
    try {
      const page = await demo.app.inject({ method: 'GET', url: '/api/v1/sandbox/checkout/cs_sandbox_demo_paying' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('name="card_number"');
    } finally {
      await demo.app.close();
    }
  });
});
