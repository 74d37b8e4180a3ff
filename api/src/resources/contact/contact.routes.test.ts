import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib/v1';
import { expect } from '../../../test/expect';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../../../test/helper';
import { contactMessages } from '../../db/schema';

let t: TestApp;
/** A second API instance on the same database, with the same settings (CAPTCHA_HMAC_KEY). */
let other: TestApp;
before(async () => {
  t = await buildTestApp();
  other = await buildSecondTestApp(t);
});
after(async () => {
  await other.app.close();
  await t.app.close();
});

/** What the form's captcha does in the browser: fetch a challenge and solve it. */
async function solvedCaptcha(from: TestApp = t): Promise<string> {
  const c = (await from.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution!.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}

const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload });
const message = { name: 'Lena Fox', email: 'lena@example.net', question: 'Do you have experts on shipping law?' };

it('refuses a message without a solved captcha', async () => {
  const res = await send(message);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    message: 'Please verify the reCAPTCHA!',
    errors: { captcha: ['Please verify the reCAPTCHA!'] },
  });
});

it('stores a message with a solved captcha, and accepts that solution only once', async () => {
  const captcha = await solvedCaptcha();
  const ok = await send({ ...message, captcha });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ message: 'Success send form' });
  expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
  expect((await send({ ...message, captcha })).statusCode).toBe(422);
});

it('checks the fields with the spec’s messages', async () => {
  const res = await send({ name: '', email: 'nope', question: 'x'.repeat(510), captcha: await solvedCaptcha() });
  expect(res.json().errors).toEqual({
    name: ['This field is required'],
    email: ['Must be valid email'],
    question: ['Must be less than 510 characters'],
  });
});

it('accepts a challenge solved on one instance on another, once across both', async () => {
  const captcha = await solvedCaptcha(t);
  const sendTo = (to: TestApp, payload: object) =>
    to.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload });
  expect((await sendTo(other, { ...message, captcha })).statusCode).toBe(200);
  expect((await sendTo(t, { ...message, captcha })).statusCode).toBe(422);
  expect((await sendTo(other, { ...message, captcha })).statusCode).toBe(422);
});

it('refuses the same solution encoded again', async () => {
  const captcha = await solvedCaptcha();
  expect((await send({ ...message, captcha })).statusCode).toBe(200);
  const reencoded = Buffer.from(JSON.stringify(JSON.parse(Buffer.from(captcha, 'base64').toString()), null, 1));
  expect((await send({ ...message, captcha: reencoded.toString('base64') })).statusCode).toBe(422);
});

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; filename: string; content: string }) {
  const boundary = '----presspoint-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
        `Content-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('form encodings', () => {
  const post = (body: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact-us', ...body });
  const urlEncoded = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  for (const [name, encode] of [
    ['multipart/form-data', (fields: Record<string, string>) => multipart(fields)],
    ['application/x-www-form-urlencoded', urlEncoded],
  ] as const) {
    it(`stores a message sent as ${name}`, async () => {
      const question = `Sent as ${name}`;
      const res = await post(encode({ ...message, question, captcha: await solvedCaptcha() }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Success send form' });
      const stored = await t.database.db.select().from(contactMessages).where(eq(contactMessages.question, question));
      expect(stored).toMatchObject([{ name: message.name, email: message.email }]);
    });

    it(`checks a message sent as ${name} with the same messages`, async () => {
      const res = await post(encode({ name: '', email: 'nope', question: 'x'.repeat(510) }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['This field is required'],
        email: ['Must be valid email'],
        question: ['Must be less than 510 characters'],
      });
      const noCaptcha = await post(encode(message));
      expect(noCaptcha.json()).toEqual({
        message: 'Please verify the reCAPTCHA!',
        errors: { captcha: ['Please verify the reCAPTCHA!'] },
      });
    });
  }

  it('refuses a file in a multipart message', async () => {
    const res = await post(
      multipart(
        { ...message, captcha: await solvedCaptcha() },
        { name: 'attachment', filename: 'a.txt', content: 'hello' },
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This form takes text fields only, no files.',
      errors: { attachment: ['This form takes text fields only, no files.'] },
    });
  });
});
