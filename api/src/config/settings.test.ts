import { describe, it } from 'node:test';
import fs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '../../test/expect';
import { loadSettings } from './settings';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'presspoint-settings-'));

describe('API settings', () => {
  it('has embedded defaults for everything', () => {
    expect(loadSettings({ DATA_DIR: freshDataDir() })).toMatchObject({
      HOST: '127.0.0.1',
      API_PORT: 3000,
      NODE_ENV: 'development',
      API_DOCS: true,
    });
  });

  it('stops with a message naming the wrong setting', () => {
    expect(() => loadSettings({ API_PORT: 'eighty' })).toThrow(/Invalid API settings: .*API_PORT/);
  });

  it('refuses to start in production without its secrets, naming each one', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', DATA_DIR: freshDataDir() })).toThrow(
      'Missing API settings: production needs PUSHER_APP_SECRET, CAPTCHA_HMAC_KEY set (each a long random value).',
    );
    expect(() =>
      loadSettings({ NODE_ENV: 'production', DATA_DIR: freshDataDir(), PUSHER_APP_SECRET: 'x'.repeat(40) }),
    ).toThrow(/needs CAPTCHA_HMAC_KEY set/);
  });

  it('starts in production with its secrets set, API docs off unless asked for', () => {
    const secrets = { PUSHER_APP_SECRET: 'p'.repeat(40), CAPTCHA_HMAC_KEY: 'c'.repeat(40) };
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const settings = loadSettings({ NODE_ENV: 'production', DATA_DIR: freshDataDir(), ...secrets, ...stripe });
    expect(settings).toMatchObject({ ...secrets, ...stripe, API_DOCS: false, PAYMENTS_SANDBOX: false });
    expect(loadSettings({ NODE_ENV: 'production', API_DOCS: 'true', ...secrets, ...stripe }).API_DOCS).toBe(true);
  });

  it('requires staff two-factor in production unless told otherwise, and not elsewhere unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: freshDataDir(),
      PUSHER_APP_SECRET: 'p'.repeat(40),
      CAPTCHA_HMAC_KEY: 'c'.repeat(40),
      PAYMENTS_SANDBOX: '1',
    };
    expect(loadSettings(production).STAFF_REQUIRE_2FA).toBe(true);
    expect(loadSettings({ ...production, STAFF_REQUIRE_2FA: '0' }).STAFF_REQUIRE_2FA).toBe(false);
    expect(loadSettings({ DATA_DIR: freshDataDir() }).STAFF_REQUIRE_2FA).toBe(false);
    expect(loadSettings({ DATA_DIR: freshDataDir(), STAFF_REQUIRE_2FA: 'true' }).STAFF_REQUIRE_2FA).toBe(true);
    expect(() => loadSettings({ STAFF_REQUIRE_2FA: 'yes' })).toThrow(/Invalid API settings: .*STAFF_REQUIRE_2FA/);
  });

  it('refuses production without Stripe: the sandbox takes any test card, so only PAYMENTS_SANDBOX=1 allows it', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: freshDataDir(),
      PUSHER_APP_SECRET: 'p'.repeat(40),
      CAPTCHA_HMAC_KEY: 'c'.repeat(40),
    };
    expect(() => loadSettings(production)).toThrow(
      'Missing API settings: production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set ' +
        '(or PAYMENTS_SANDBOX=1 to take payments in the built-in sandbox, where any test card pays).',
    );
    expect(() => loadSettings({ ...production, PAYMENTS_SANDBOX: '0' })).toThrow(/production needs STRIPE_SECRET_KEY/);
    expect(() => loadSettings({ ...production, PAYMENTS_SANDBOX: 'yes' })).toThrow(
      /Invalid API settings: .*PAYMENTS_SANDBOX/,
    );
    for (const on of ['1', 'true'])
      expect(loadSettings({ ...production, PAYMENTS_SANDBOX: on }).PAYMENTS_SANDBOX).toBe(true);
    // Both at once is a mistake either way round.
    expect(() =>
      loadSettings({
        ...production,
        PAYMENTS_SANDBOX: '1',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow('Invalid API settings: PAYMENTS_SANDBOX and the Stripe settings exclude each other; set one.');
    // Outside production the sandbox is the default, as before.
    expect(loadSettings({ DATA_DIR: freshDataDir() }).PAYMENTS_SANDBOX).toBe(false);
  });

  it('gives each install secrets of its own, kept owner-only in DATA_DIR and reused on the next start', () => {
    const one = freshDataDir();
    const first = loadSettings({ DATA_DIR: one });
    const again = loadSettings({ DATA_DIR: one });
    const other = loadSettings({ DATA_DIR: freshDataDir() });
    expect(first.PUSHER_APP_SECRET).toHaveLength(43);
    expect(again.PUSHER_APP_SECRET).toBe(first.PUSHER_APP_SECRET);
    expect(again.CAPTCHA_HMAC_KEY).toBe(first.CAPTCHA_HMAC_KEY);
    expect(other.PUSHER_APP_SECRET).not.toBe(first.PUSHER_APP_SECRET);
    expect(fs.statSync(path.join(one, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses a secret that was ever a value in the repository', () => {
    expect(() => loadSettings({ DATA_DIR: freshDataDir(), PUSHER_APP_SECRET: 'presspoint-secret' })).toThrow(
      'Invalid API settings: PUSHER_APP_SECRET must not be a value from the repository.',
    );
  });

  it('makes new secrets when the kept file is empty or not an object, and keeps it owner-only', () => {
    for (const content of ['null', '', '[', '"text"']) {
      const dir = freshDataDir();
      fs.writeFileSync(path.join(dir, 'secrets.json'), content, { mode: 0o644 });
      expect(loadSettings({ DATA_DIR: dir }).PUSHER_APP_SECRET).toHaveLength(43);
      expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    }
  });

  it('lets a set secret win over the kept one', () => {
    const dir = freshDataDir();
    loadSettings({ DATA_DIR: dir });
    expect(loadSettings({ DATA_DIR: dir, PUSHER_APP_SECRET: 's'.repeat(32) }).PUSHER_APP_SECRET).toBe('s'.repeat(32));
  });
});
