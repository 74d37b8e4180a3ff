import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { makePng } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { desc, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from 'mf-shared/validation';
import { emailChanges, sentMails } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

let t: TestApp;
let journalist: Record<string, string>;
let expert: Record<string, string>;
let member: Record<string, string>;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  journalist = await signIn(t.app, 'journalist@example.com');
  expert = await signIn(t.app, 'expert2@example.com');
  member = await signIn(t.app, 'team@example.com');
});
after(() => t.app.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object | FormData, headers = journalist) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

/** The newest mail to `to`. */
const lastMailTo = async (to: string) =>
  (await t.database.db.select().from(sentMails).where(eq(sentMails.to, to)).orderBy(desc(sentMails.id)).limit(1))[0];

/** The token of the email confirmation link last mailed to `to`. */
async function emailLinkOf(to: string) {
  const mail = await lastMailTo(to);
  expect(mail?.subject).toBe('Confirm your new PressPoint sign-in email');
  return /email\/confirm\/([\w-]+)/.exec(mail!.text)![1];
}

const PASSWORD = 'Lantern4Pebble9Fjord';
const registration = (email: string) => ({
  first_name: 'Nina',
  last_name: 'Park',
  title: 'Reporter',
  company_name: 'Morning Wire',
  email,
  work_phone: '6598765432',
  linkedin: 'https://www.linkedin.com/in/nina-park',
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

/** Registers a journalist and answers the bearer header. */
async function newJournalist(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/registration-journalist',
    payload: registration(email),
  });
  expect(res.statusCode).toBe(201);
  return { authorization: `Bearer ${res.json().access_token as string}` };
}

/** What the confirmation page sends: no session needed, the token is the proof. */
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/profile/email/confirm', payload: { token } });

const details = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Joan',
  last_name: 'Didion',
  title: 'Senior correspondent',
  work_phone: '+447700900123',
  linkedin: 'https://www.linkedin.com/in/joan-didion',
  ...overrides,
});

describe('POST /profile/update', () => {
  it('saves the personal info and answers the user as GET /profile reads it', async () => {
    const saved = await call('POST', '/profile/update', details());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your personal info is saved');
    expect(saved.json().data).toMatchObject({
      title: 'Senior correspondent',
      work_phone: '+447700900123',
      linkedin: 'https://www.linkedin.com/in/joan-didion',
      profile: { first_name: 'Joan', last_name: 'Didion' },
      team_account: null,
    });
    expect((await call('GET', '/profile')).json().data.profile).toMatchObject({ first_name: 'Joan' });
  });

  it('refuses with the spec’s words on each field', async () => {
    const bad = await call(
      'POST',
      '/profile/update',
      details({ first_name: '', title: 'x'.repeat(256), work_phone: '12ab', linkedin: 'https://example.com/me' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      first_name: ['This field is required'],
      title: ['This field must be at most 255 characters'],
      work_phone: ['Please enter a valid mobile number'],
      linkedin: ['Must be valid LinkedIn profile url'],
    });
  });

  it('lets the phone and LinkedIn be emptied', async () => {
    const cleared = await call('POST', '/profile/update', details({ work_phone: '', linkedin: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ work_phone: null, linkedin: null });
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/profile/update', details(), {})).statusCode).toBe(401);
  });
});

describe('POST /profile/avatar', () => {
  it('keeps an image, re-encoded, and answers the user with it', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([await makePng()]), 'me.png');
    const saved = await call('POST', '/profile/avatar', form);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your photo is saved');
    const avatar = saved.json().data.avatar as string;
    expect(avatar).toMatch(/\/storage\/avatars\/[0-9a-f-]+\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: new URL(avatar).pathname });
    expect(stored.statusCode).toBe(200);
    expect((await call('GET', '/profile')).json().data.avatar).toBe(avatar);
  });

  it('refuses a file that is not an image, and a form without the file', async () => {
    const text = new FormData();
    text.append('avatar', new Blob(['<svg onload=alert(1)>']), 'me.png');
    const refused = await call('POST', '/profile/avatar', text);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ avatar: ['The file must be a file of type: jpeg, jpg, png, gif.'] });
    const empty = new FormData();
    empty.append('note', 'no file');
    expect((await call('POST', '/profile/avatar', empty)).json().errors).toEqual({
      avatar: ['This field is required'],
    });
  });
});

describe('POST /profile/email', () => {
  it('needs the password, refuses a wrong one and a taken email, then changes the sign-in email', async () => {
    const missing = await call('POST', '/profile/email', { email: 'joan@example.org' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['This field is required'] });

    const badEmail = await call('POST', '/profile/email', { email: 'joan', password: 'Demo2026pass' });
    expect(badEmail.json().errors).toEqual({ email: ['Must be valid email'] });

    const wrong = await call('POST', '/profile/email', { email: 'joan@example.org', password: 'Wrong2026pass' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });

    const taken = await call('POST', '/profile/email', { email: 'EXPERT@example.com', password: 'Demo2026pass' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const asked = await call('POST', '/profile/email', { email: 'Joan@Example.org', password: 'Demo2026pass' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      message: PROFILE_MESSAGES.EMAIL_LINK_SENT('joan@example.org'),
      data: { email: 'journalist@example.com' },
    });
    const confirmed = await confirm(await emailLinkOf('joan@example.org'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email is changed', data: { email: 'joan@example.org' } });
    // The new email signs in; the old one no longer does.
    await signIn(t.app, 'joan@example.org');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'journalist@example.com', password: 'Demo2026pass' },
    });
    expect(old.statusCode).toBe(422);
  });

  // The review's repro (L5): the change took effect at once, with no mail to either address, so an
  // address could be squatted (and with a stolen session, the account taken).
  it('changes nothing until the link mailed to the new address is opened, and tells the old address', async () => {
    const headers = await newJournalist('squatter@example.net');
    const asked = await call(
      'POST',
      '/profile/email',
      { email: 'squat@victim-corp.example', password: PASSWORD },
      headers,
    );
    expect(asked.statusCode).toBe(200);
    // The sign-in address is still the old one: the squatted one signs nothing in.
    expect((await call('GET', '/profile', undefined, headers)).json().data.email).toBe('squatter@example.net');
    expect((await login('squatter@example.net')).statusCode).toBe(200);
    expect((await login('squat@victim-corp.example')).statusCode).toBe(422);

    const notice = await lastMailTo('squatter@example.net');
    expect(notice?.subject).toBe('Your PressPoint sign-in email is about to change');
    expect(notice?.text).toContain('squat@victim-corp.example');
    expect(notice?.text).not.toMatch(/email\/confirm/);
    expect((await lastMailTo('squat@victim-corp.example'))?.subject).toBe('Confirm your new PressPoint sign-in email');
    // Nor is the address held: its owner may still register with it.
    await newJournalist('squat@victim-corp.example');
  });

  it('takes a link once, only the newest one, only while it lasts, and not for an address taken meanwhile', async () => {
    const headers = await newJournalist('mover@example.net');
    const ask = (email: string) => call('POST', '/profile/email', { email, password: PASSWORD }, headers);
    const refused = { token: [PROFILE_MESSAGES.EMAIL_LINK_INVALID] };

    await ask('first.try@example.org');
    const older = await emailLinkOf('first.try@example.org');
    await ask('second.try@example.org');
    const newer = await emailLinkOf('second.try@example.org');
    expect((await confirm(older)).json().errors).toEqual(refused);
    expect((await confirm('made-up-token')).json().errors).toEqual(refused);
    expect((await confirm(newer)).statusCode).toBe(200);
    const again = await confirm(newer);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(refused);
    expect((await login('second.try@example.org')).statusCode).toBe(200);

    await ask('late@example.org');
    const late = await emailLinkOf('late@example.org');
    await t.database.db
      .update(emailChanges)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailChanges.token_hash, hashToken(late)));
    expect((await confirm(late)).json().errors).toEqual(refused);

    // Someone registered the address between the request and the link.
    await ask('raced@example.org');
    const raced = await emailLinkOf('raced@example.org');
    await newJournalist('raced@example.org');
    const taken = await confirm(raced);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await call('GET', '/profile', undefined, headers)).json().data.email).toBe('second.try@example.org');
  });

  it('answers 429 after too many wrong passwords', async () => {
    let last = 0;
    for (let i = 0; i < 6; i += 1)
      last = (await call('POST', '/profile/email', { email: 'x@example.org', password: 'Nope2026pass' }, expert))
        .statusCode;
    expect(last).toBe(429);
  });
});

describe('POST /profile/company', () => {
  it('saves the owner’s company name, with the spec’s words when missing', async () => {
    const missing = await call('POST', '/profile/company', { company_name: '  ' });
    expect(missing.json().errors).toEqual({ company_name: ['This field is required'] });
    const saved = await call('POST', '/profile/company', { company_name: 'Didion Media' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Your company is saved',
      data: { company_name: 'Didion Media', profile: { company_name: 'Didion Media' } },
    });
  });

  it('refuses a team member: the company is the account owner’s', async () => {
    const profile = (await call('GET', '/profile', undefined, member)).json().data;
    expect(profile.team_account).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const refused = await call('POST', '/profile/company', { company_name: 'Hijacked Ltd' }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the account owner changes the company');
    const owner = (await call('GET', '/profile', undefined, expert)).json().data;
    expect(owner.company_name).not.toBe('Hijacked Ltd');
    expect(owner.team_account).toBe(null);
    const logo = new FormData();
    logo.append('company_logo', new Blob([await makePng()]), 'logo.png');
    expect((await call('POST', '/profile/company-logo', logo, member)).statusCode).toBe(403);
  });

  it('keeps an expert account’s company description and logo', async () => {
    const long = await call(
      'POST',
      '/profile/company',
      { company_name: 'Reef Labs', company_description: 'x'.repeat(511) },
      expert,
    );
    expect(long.json().errors).toEqual({ company_description: ['Must be less than 510 characters'] });
    const saved = await call(
      'POST',
      '/profile/company',
      { company_name: 'Reef Labs', company_description: 'Marine science for coastal cities.' },
      expert,
    );
    expect(saved.json().data).toMatchObject({
      company_name: 'Reef Labs',
      company_description: 'Marine science for coastal cities.',
    });

    const logo = new FormData();
    logo.append('company_logo', new Blob([await makePng()]), 'logo.png');
    const uploaded = await call('POST', '/profile/company-logo', logo, expert);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.company_logo).toMatch(/\/storage\/companies\/[0-9a-f-]+\.webp$/);
    const text = new FormData();
    text.append('company_logo', new Blob(['not a picture']), 'logo.png');
    const refused = await call('POST', '/profile/company-logo', text, expert);
    expect(refused.json().errors).toEqual({ company_logo: ['The file must be a file of type: jpeg, jpg, png, gif.'] });
    // Changing the name alone keeps the description.
    const renamed = await call('POST', '/profile/company', { company_name: 'Reef Labs Pte' }, expert);
    expect(renamed.json().data.company_description).toBe('Marine science for coastal cities.');
  });

  it('keeps company logos to expert accounts (a journalist is refused)', async () => {
    const logo = new FormData();
    logo.append('company_logo', new Blob([await makePng()]), 'logo.png');
    const refused = await call('POST', '/profile/company-logo', logo, journalist);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an expert account has a company logo');
  });
});
