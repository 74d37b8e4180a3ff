import { after, before, it } from 'node:test';
import { solveChallenge } from 'altcha-lib/v1';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { contactMessages } from '../../db/schema';

let t: TestApp;
before(async () => (t = await buildTestApp()));
after(() => t.app.close());

/** What the form's captcha does in the browser: fetch a challenge and solve it. */
async function solvedCaptcha(): Promise<string> {
  const c = (await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
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
