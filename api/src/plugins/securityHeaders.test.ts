import { it } from 'node:test';
import { expect } from '../../test/expect';
import { API_HELMET_OPTIONS, helmetHeaders } from './securityHeaders';

it('asks helmet once for the headers its options give, the strict API policy among them', () => {
  const headers = Object.fromEntries(helmetHeaders(API_HELMET_OPTIONS));
  expect(headers).toMatchObject({
    'Content-Security-Policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  });
  // Options change the answer: the function reads helmet, not a copy of its defaults.
  expect(Object.fromEntries(helmetHeaders({ referrerPolicy: { policy: 'no-referrer' } }))['Referrer-Policy']).toBe(
    'no-referrer',
  );
});
