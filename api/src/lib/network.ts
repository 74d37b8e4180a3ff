import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8 and ::1, plain or IPv4-mapped. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * A Host header naming this machine. A page on another site can point its own name at 127.0.0.1
 * (DNS rebinding) and so reach a loopback-only page from the visitor's browser; its Host header
 * still carries that other name.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return ['localhost', '127.0.0.1', '[::1]'].includes(name.toLowerCase());
}

/**
 * The client's address: the socket's own, or, behind `trustedHops` proxies, the address the
 * outermost trusted proxy saw (the same rule as Fastify's numeric `trustProxy`). Addresses further
 * left in X-Forwarded-For were written by the client and are not believed.
 */
export function clientAddress(request: IncomingMessage, trustedHops: number): string {
  const own = request.socket.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return own;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const chain = [...forwarded, own];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}
