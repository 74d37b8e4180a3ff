import { AxiosError, AxiosHeaders } from 'axios';
import { errorToastText, fieldErrors } from './client';

describe('the error catalogue (spec section 8)', () => {
  it('shows the server message on 401', () => {
    expect(errorToastText(401, { message: 'Unauthenticated.' })).toBe('Unauthenticated.');
  });

  it('names the fields of a 422, 400 or 404 form error, in the spec’s words', () => {
    const body = { message: 'Invalid', errors: { email: ['Must be valid email'], title: ['This field is required'] } };
    for (const status of [422, 400, 404]) {
      expect(errorToastText(status, body)).toBe('The following fields are reqiured email, title.');
    }
  });

  it('shows the server message of a 422 or 400 without field errors', () => {
    expect(errorToastText(422, { message: 'Code already used' })).toBe('Code already used');
  });

  it('never shows internals of a 500 or a network failure', () => {
    expect(errorToastText(500, { message: 'relation "users" does not exist' })).toBe('Something went wrong');
    expect(errorToastText(undefined, undefined)).toBe('Something went wrong');
  });

  it('leaves 418 to the login flow', () => {
    expect(errorToastText(418, { message: 'Two-factor code required' })).toBeNull();
  });

  it('gives the first message of each field, for the form to place under the field', () => {
    const error = new AxiosError('422', '422', undefined, undefined, {
      status: 422,
      statusText: 'Unprocessable',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { message: 'Invalid', errors: { email: ['Must be valid email', 'Taken'], linkedin: [] } },
    });
    expect(fieldErrors(error)).toEqual({ email: 'Must be valid email' });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});
