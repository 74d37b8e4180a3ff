import { after, before, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';

// A real SMTP server on loopback: the API sends through nodemailer when SMTP_URL is set.
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push(raw);
      callback();
    });
  },
});

let t: TestApp;
before(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await buildTestApp({ fixture: 'demo', settings: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
after(async () => {
  await t.app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the reset mail over SMTP when SMTP_URL is set, with no local mailbox', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: 'journalist@example.com' },
  });
  expect(res.statusCode).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatch(/To: journalist@example\.com/);
  expect(received[0]).toMatch(/Subject: Reset your PressPoint password/);
  expect(received[0].replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:8080\/password-recovery\/[\w-]+/);
  expect((await t.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
});
