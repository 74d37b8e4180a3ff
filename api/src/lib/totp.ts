import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'PressPoint';
const PERIOD = 30;

function totp(secret: string, label = 'account') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpSetup(secret: string, label: string) {
  const uri = totp(secret, label).toString();
  return { secret, otpauth_url: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 }) };
}

/**
 * RFC 6238 with one step of drift either way. Returns the accepted time step, or null. The caller
 * refuses a step it has already accepted, so a code works once.
 */
export function verifyTotp(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** For tests and the e2e suite: the code an authenticator app shows now. */
export function currentTotp(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}
