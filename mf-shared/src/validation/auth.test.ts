import { errorsOf } from 'mf-shared/test/validation';
import { authenticatorCodeSchema, expertCompletionSchema, registrationSchema } from './auth';

const valid = {
  first_name: 'Ann',
  last_name: 'Lee',
  title: 'Reporter',
  company_name: 'Daily',
  email: 'ann@example.com',
  work_phone: '6591234567',
  linkedin: 'https://www.linkedin.com/in/ann-lee',
  password: 'Str0ngPassword',
  password_confirmation: 'Str0ngPassword',
};

describe('registration rules (spec section 5)', () => {
  it('accepts a complete, valid form', () => {
    expect(errorsOf(registrationSchema, valid)).toEqual({});
  });

  it('requires every field', () => {
    const errors = errorsOf(registrationSchema, {});
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    expect(errors.first_name).toBe('This field is required');
  });

  it.each([
    [
      { password: 'Sh0rt', password_confirmation: 'Sh0rt' },
      'password',
      'Password is too short - should be at least 8 symbols',
    ],
    [
      { password: 'alllowercase1', password_confirmation: 'alllowercase1' },
      'password',
      'Password must only contain Latin letters and number and at least one uppercase letter',
    ],
    [{ password_confirmation: 'Different1A' }, 'password_confirmation', 'The passwords do not match!'],
    [{ linkedin: 'https://example.com/ann' }, 'linkedin', 'Must be valid LinkedIn profile url'],
    [{ email: 'not-an-email' }, 'email', 'Must be valid email'],
    // yup alone takes an address whose domain has no ending; no mail ever reaches it.
    [{ email: 'ana.lim@straitswire' }, 'email', 'Must be valid email'],
    [{ work_phone: '-12' }, 'work_phone', 'Please enter a valid mobile number'],
    [{ title: 'x'.repeat(256) }, 'title', 'This field must be at most 255 characters'],
  ])('refuses %p with the spec’s message', (change, field, message) => {
    expect(errorsOf(registrationSchema, { ...valid, ...change })[field]).toBe(message);
  });
});

it('wants an authenticator code of exactly 6 characters', () => {
  expect(errorsOf(authenticatorCodeSchema, { secret: '12345' }).secret).toBe('Must be exactly 6 characters');
  expect(errorsOf(authenticatorCodeSchema, { secret: '123456' })).toEqual({});
});

it('wants company name and title in the expert completion dialog, and a valid phone', () => {
  expect(errorsOf(expertCompletionSchema, { phone: 'abc' })).toEqual({
    companyName: 'This field is required',
    title: 'This field is required',
    phone: 'Please enter a valid mobile number',
  });
});
