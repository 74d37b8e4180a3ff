import { it } from 'node:test';
import type { IncomingMessage } from 'node:http';
import { expect } from '../../test/expect';
import { clientAddress, isLocalHostHeader, isLoopback } from './network';

it('knows loopback addresses in every form', () => {
  for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
  for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '1.127.0.0', '', undefined]) expect(isLoopback(a)).toBe(false);
});

it('accepts only this machine’s names as Host (DNS rebinding gets another name)', () => {
  for (const h of ['localhost:3000', 'LOCALHOST', '127.0.0.1:3000', '[::1]:3000'])
    expect(isLocalHostHeader(h)).toBe(true);
  for (const h of ['evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', undefined])
    expect(isLocalHostHeader(h)).toBe(false);
});

it('believes X-Forwarded-For only as far as the trusted proxies', () => {
  const request = (xff: string | undefined, own = '10.0.0.5') =>
    ({ socket: { remoteAddress: own }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as unknown as IncomingMessage;
  expect(clientAddress(request('6.6.6.6'), 0)).toBe('10.0.0.5');
  expect(clientAddress(request('1.2.3.4'), 1)).toBe('1.2.3.4');
  // A client that writes its own header cannot pick its address: the proxy appended the real one.
  expect(clientAddress(request('6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
  expect(clientAddress(request('6.6.6.6, 1.2.3.4, 10.0.0.9'), 2)).toBe('1.2.3.4');
  expect(clientAddress(request(undefined), 1)).toBe('10.0.0.5');
});
