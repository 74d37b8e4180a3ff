import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { makePng } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';

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

    const changed = await call('POST', '/profile/email', { email: 'Joan@Example.org', password: 'Demo2026pass' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Your email is changed', data: { email: 'joan@example.org' } });
    // The new email signs in; the old one no longer does.
    await signIn(t.app, 'joan@example.org');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'journalist@example.com', password: 'Demo2026pass' },
    });
    expect(old.statusCode).toBe(422);
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
