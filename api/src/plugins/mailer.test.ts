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

it('sends a calendar invitation as the text/calendar part with its METHOD', async () => {
  const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR';
  await t.app.mailer.send({
    to: 'expert@example.com',
    subject: 'Interview confirmed',
    html: '<p>See the invitation</p>',
    text: 'See the invitation',
    calendar: { method: 'REQUEST', content },
  });
  const raw = received[received.length - 1];
  expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  // The text/calendar part: its headers, a blank line, its body up to the next boundary.
  const [, headers, body] = /Content-Type: text\/calendar[^\r\n]*\r?\n([\s\S]*?)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
    raw,
  )!;
  // nodemailer picks the part's transfer encoding; the calendar reads back the same either way.
  const decoded = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString()
    : body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(decoded).toContain('METHOD:REQUEST');
});
