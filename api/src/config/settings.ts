import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { envSchema } from 'env-schema';

/** The repository's ./data folder: the embedded database and uploads. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', 'data');

/** The API's settings, validated at start; a missing or wrong value stops it with a clear message. */
export interface Settings {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  API_PORT: number;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Origins allowed to call the API from a browser (the shell's), comma-separated. */
  CORS_ORIGINS: string;
  /** PostgreSQL; when unset, the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL?: string;
  DATA_DIR: string;
  /** The API's public origin, used to build absolute URLs (for example of uploads). */
  API_PUBLIC_URL: string;
  /** Where people open the product; links in mail point here. */
  SHELL_PUBLIC_URL: string;
  /** SMTP server for mail; when unset, mail is kept in the database and shown at /mailbox. */
  SMTP_URL?: string;
  MAIL_FROM: string;
  /** Realtime (Pusher protocol). PUSHER_HOST unset: the endpoint runs inside this API process. */
  PUSHER_APP_ID: string;
  PUSHER_APP_KEY: string;
  /** Secret: signs private-channel subscriptions and the events API. */
  PUSHER_APP_SECRET: string;
  PUSHER_HOST?: string;
  PUSHER_PORT?: number;
  PUSHER_SCHEME: 'http' | 'https';
  /** Connections one address may hold open to the embedded realtime endpoint. */
  REALTIME_MAX_CONNECTIONS_PER_IP: number;
  /**
   * Secret: signs the contact form's proof-of-work challenges, and (through a key derived from it)
   * makes the calendar feed addresses; shared by every API instance. Changing it changes every feed address.
   */
  CAPTCHA_HMAC_KEY: string;
  /** Redis for throttling counters shared by API instances; when unset they live in the database. */
  REDIS_URL?: string;
  /** Database faults: a statement, a lock wait and a new connection give up after these. */
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_LOCK_TIMEOUT_MS: number;
  DB_CONNECT_TIMEOUT_MS: number;
  DB_POOL_SIZE: number;
  /** How long start-up waits (with backoff) for an unreachable database before it gives up. */
  DB_STARTUP_WAIT_S: number;
  /** A sign-in token unused for this many days no longer works. */
  TOKEN_IDLE_DAYS: number;
  /** Interview requests one journalist may send in an hour. */
  INTERVIEW_REQUESTS_PER_HOUR: number;
  /**
   * Writes that notify or mail someone, per acting account and hour (see `plugins/rateLimits.ts`):
   * interview changes (reschedules), interview notes, new question threads, messages, briefing
   * questions, briefing registrations and unregistrations, team invitations and resends.
   */
  INTERVIEW_UPDATES_PER_HOUR: number;
  INTERVIEW_NOTES_PER_HOUR: number;
  QUESTION_THREADS_PER_HOUR: number;
  MESSAGES_PER_HOUR: number;
  BRIEFING_QUESTIONS_PER_HOUR: number;
  BRIEFING_REGISTRATIONS_PER_HOUR: number;
  TEAM_INVITES_PER_HOUR: number;
  /** Team invitations and resends one account may send in a day. */
  TEAM_INVITES_PER_DAY: number;
  /** Invitation mails (invites and resends, from any account) one address may receive in a day. */
  TEAM_INVITES_PER_ADDRESS_PER_DAY: number;
  /** Requests to change the sign-in email one account may make in a day (each mails the new address). */
  EMAIL_CHANGES_PER_DAY: number;
  /** Source requests one journalist account may post per day; pitches one expert account may send (issue 27). */
  SOURCE_REQUESTS_PER_DAY: number;
  PITCHES_PER_DAY: number;
  /** How often (seconds) each instance looks for due jobs (saved-search digests); 0 runs none. */
  JOBS_TICK_S: number;
  /** Tries of one outbox message (mail, realtime push, socket closing) before it is given up, its error kept. */
  OUTBOX_MAX_ATTEMPTS: number;
  /** Seconds before the first retry of a failed outbox delivery; each further retry waits twice as long (at most 6 h). */
  OUTBOX_RETRY_S: number;
  /** CSV imports (guests or private contacts) one account may run in an hour. */
  IMPORTS_PER_HOUR: number;
  /** Requests carrying files (photos, gallery images, logos, news pictures, event headers) one account may send in an hour. */
  UPLOADS_PER_HOUR: number;
  /** Guests one expert account may keep (removed ones do not count). */
  GUESTS_PER_ACCOUNT_MAX: number;
  /** Private contacts one journalist may keep. */
  PRIVATE_CONTACTS_MAX: number;
  /** Image decodes and encodes one API process runs at once; the rest wait in line (argon2 shares the thread pool). */
  IMAGE_JOBS: number;
  /** The OpenAPI document and /api/docs; off in production unless set. */
  API_DOCS: boolean;
  /** Proxies in front of the API whose X-Forwarded-For is believed (0: none; the socket's address counts). */
  TRUST_PROXY_HOPS: number;
  /**
   * Prometheus `/metrics` on a port of its own (never the API's); unset: off. 0 takes any free
   * port (tests). Served on METRICS_HOST only.
   */
  METRICS_PORT?: number;
  METRICS_HOST: string;
  /** Uploads go to this S3-compatible bucket when set; unset: DATA_DIR/uploads, served at /storage. */
  S3_BUCKET?: string;
  S3_REGION: string;
  /** An S3-compatible service's address (MinIO, R2, Ceph…); unset: AWS. */
  S3_ENDPOINT?: string;
  /** Both or neither; neither: the AWS SDK's own credential chain (environment, instance role). */
  S3_ACCESS_KEY_ID?: string;
  /** Secret: no default anywhere. */
  S3_SECRET_ACCESS_KEY?: string;
  /** Where browsers read uploaded files from (a CDN in front of the bucket); unset: the bucket's address. */
  S3_PUBLIC_URL?: string;
  /** Address objects as endpoint/bucket/key (most self-hosted services) instead of bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: boolean;
  /** Google sign-in (ID tokens); unset: the Google button stays off. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_ISSUER: string;
  /** Google's signing keys; unset: the jwks_uri the issuer's discovery document names. */
  GOOGLE_JWKS_URL?: string;
  /** LinkedIn sign-in (OpenID Connect code flow); both or neither. Secret: no default anywhere. */
  LINKEDIN_CLIENT_ID?: string;
  LINKEDIN_CLIENT_SECRET?: string;
  LINKEDIN_ISSUER: string;
  /** Where providers send the browser back (the shell's origin); unset: SHELL_PUBLIC_URL. */
  OIDC_REDIRECT_BASE?: string;
  /**
   * Secret: real Stripe when this and STRIPE_WEBHOOK_SECRET are set; neither: the built-in sandbox,
   * which production refuses unless PAYMENTS_SANDBOX is set.
   */
  STRIPE_SECRET_KEY?: string;
  /** Secret: the signing secret of the Stripe webhook endpoint (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Secret: signs the sandbox's webhooks; unset, each process makes its own at start. */
  SANDBOX_WEBHOOK_SECRET?: string;
  /**
   * Production without Stripe: take "payments" in the built-in sandbox anyway (anyone pays with a
   * test card). Off by default, so a production install without Stripe refuses to start.
   */
  PAYMENTS_SANDBOX: boolean;
  /**
   * Staff (the operations console) must sign in with an authenticator code as well as the password.
   * On by default in production, off otherwise; a staff member with a secret always gives a code.
   */
  STAFF_REQUIRE_2FA: boolean;
}

/**
 * Settings that must never have a value from the repository. With NODE_ENV=production each must be
 * set; otherwise an install generates its own on first start and keeps it in DATA_DIR/secrets.json.
 */
export const SECRET_SETTINGS = ['PUSHER_APP_SECRET', 'CAPTCHA_HMAC_KEY'] as const;
type SecretName = (typeof SECRET_SETTINGS)[number];

/** Values that were once defaults or examples in the repository: anyone can read them. */
const KNOWN_VALUES = new Set(['presspoint-secret', 'presspoint-key', 'presspoint', 'secret', 'changeme', 'change-me']);

const schema = {
  type: 'object',
  required: ['HOST', 'API_PORT'],
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    HOST: { type: 'string', default: '127.0.0.1' },
    API_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 3000 },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    CORS_ORIGINS: { type: 'string', default: 'http://localhost:8080,http://127.0.0.1:8080' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', default: DEFAULT_DATA_DIR },
    API_PUBLIC_URL: { type: 'string', default: 'http://localhost:3000' },
    SHELL_PUBLIC_URL: { type: 'string', default: 'http://localhost:8080' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', default: 'PressPoint <no-reply@presspoint.local>' },
    PUSHER_APP_ID: { type: 'string', default: 'presspoint' },
    PUSHER_APP_KEY: { type: 'string', default: 'presspoint-key' },
    PUSHER_APP_SECRET: { type: 'string', minLength: 16 },
    PUSHER_HOST: { type: 'string' },
    PUSHER_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    PUSHER_SCHEME: { type: 'string', enum: ['http', 'https'], default: 'http' },
    REALTIME_MAX_CONNECTIONS_PER_IP: { type: 'integer', minimum: 1, default: 100 },
    CAPTCHA_HMAC_KEY: { type: 'string', minLength: 16 },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    DB_STATEMENT_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 15_000 },
    DB_LOCK_TIMEOUT_MS: { type: 'integer', minimum: 50, default: 3_000 },
    DB_CONNECT_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 5_000 },
    DB_POOL_SIZE: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    DB_STARTUP_WAIT_S: { type: 'integer', minimum: 0, default: 60 },
    TOKEN_IDLE_DAYS: { type: 'integer', minimum: 1, default: 30 },
    INTERVIEW_REQUESTS_PER_HOUR: { type: 'integer', minimum: 1, default: 30 },
    INTERVIEW_UPDATES_PER_HOUR: { type: 'integer', minimum: 1, default: 20 },
    INTERVIEW_NOTES_PER_HOUR: { type: 'integer', minimum: 1, default: 60 },
    QUESTION_THREADS_PER_HOUR: { type: 'integer', minimum: 1, default: 20 },
    MESSAGES_PER_HOUR: { type: 'integer', minimum: 1, default: 120 },
    BRIEFING_QUESTIONS_PER_HOUR: { type: 'integer', minimum: 1, default: 10 },
    BRIEFING_REGISTRATIONS_PER_HOUR: { type: 'integer', minimum: 1, default: 20 },
    TEAM_INVITES_PER_HOUR: { type: 'integer', minimum: 1, default: 20 },
    TEAM_INVITES_PER_DAY: { type: 'integer', minimum: 1, default: 50 },
    TEAM_INVITES_PER_ADDRESS_PER_DAY: { type: 'integer', minimum: 1, default: 5 },
    EMAIL_CHANGES_PER_DAY: { type: 'integer', minimum: 1, default: 5 },
    SOURCE_REQUESTS_PER_DAY: { type: 'integer', minimum: 1, default: 10 },
    PITCHES_PER_DAY: { type: 'integer', minimum: 1, default: 30 },
    JOBS_TICK_S: { type: 'integer', minimum: 0, maximum: 86_400, default: 60 },
    OUTBOX_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    OUTBOX_RETRY_S: { type: 'integer', minimum: 1, maximum: 86_400, default: 30 },
    IMPORTS_PER_HOUR: { type: 'integer', minimum: 1, default: 10 },
    UPLOADS_PER_HOUR: { type: 'integer', minimum: 1, default: 120 },
    GUESTS_PER_ACCOUNT_MAX: { type: 'integer', minimum: 1, default: 10_000 },
    PRIVATE_CONTACTS_MAX: { type: 'integer', minimum: 1, default: 10_000 },
    IMAGE_JOBS: { type: 'integer', minimum: 1, maximum: 64, default: 1 },
    API_DOCS: { type: 'boolean' },
    TRUST_PROXY_HOPS: { type: 'integer', minimum: 0, maximum: 10, default: 0 },
    METRICS_PORT: { type: 'integer', minimum: 0, maximum: 65535 },
    METRICS_HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' },
    S3_REGION: { type: 'string', pattern: '^[a-z0-9-]+$', default: 'us-east-1' },
    S3_ENDPOINT: { type: 'string', pattern: '^https?://[^/?#]+' },
    S3_ACCESS_KEY_ID: { type: 'string', minLength: 1 },
    S3_SECRET_ACCESS_KEY: { type: 'string', minLength: 1 },
    S3_PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#]+' },
    S3_FORCE_PATH_STYLE: { type: 'boolean', default: false },
    GOOGLE_CLIENT_ID: { type: 'string', minLength: 1 },
    GOOGLE_ISSUER: { type: 'string', pattern: '^https?://', default: 'https://accounts.google.com' },
    GOOGLE_JWKS_URL: { type: 'string', pattern: '^https?://' },
    LINKEDIN_CLIENT_ID: { type: 'string', minLength: 1 },
    LINKEDIN_CLIENT_SECRET: { type: 'string', minLength: 1 },
    LINKEDIN_ISSUER: { type: 'string', pattern: '^https?://', default: 'https://www.linkedin.com/oauth' },
    OIDC_REDIRECT_BASE: { type: 'string', pattern: '^https?://[^/?#]+' },
    STRIPE_SECRET_KEY: { type: 'string', pattern: '^(sk|rk)_' },
    STRIPE_WEBHOOK_SECRET: { type: 'string', pattern: '^whsec_' },
    SANDBOX_WEBHOOK_SECRET: { type: 'string', minLength: 16 },
    // '1' as the README writes it; env-schema reads only 'true' and 'false' as a boolean.
    PAYMENTS_SANDBOX: { type: 'string', enum: ['1', '0', 'true', 'false'], default: '0' },
    // No default here: unset, it follows NODE_ENV (on in production).
    STAFF_REQUIRE_2FA: { type: 'string', enum: ['1', '0', 'true', 'false'] },
  },
} as const;

/**
 * Secrets of this install, made once and kept beside its data (owner-only file). Written to a
 * temporary file and renamed, so a reader never sees half a file; a second process starting at the
 * same moment re-reads what the first wrote before adding its own.
 */
function installSecrets(dataDir: string, names: SecretName[]): Record<SecretName, string> {
  const file = path.join(dataDir, 'secrets.json');
  const read = (): Partial<Record<SecretName, string>> => {
    try {
      const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
      return kept && typeof kept === 'object' ? kept : {};
    } catch {
      return {};
    }
  };
  const missingFrom = (kept: Partial<Record<SecretName, string>>) =>
    names.filter((name) => typeof kept[name] !== 'string' || kept[name]!.length < 16);
  let kept = read();
  if (missingFrom(kept).length) {
    fs.mkdirSync(dataDir, { recursive: true });
    kept = read();
    for (const name of missingFrom(kept)) kept[name] = randomBytes(32).toString('base64url');
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(kept, null, 2), { mode: 0o600 });
    fs.renameSync(temporary, file);
  }
  return kept as Record<SecretName, string>;
}

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  let settings: Settings;
  try {
    settings = envSchema<Settings>({ schema, data: env, env: false, dotenv: false });
  } catch (error) {
    throw new Error(`Invalid API settings: ${(error as Error).message}`, { cause: error });
  }
  settings.API_DOCS ??= settings.NODE_ENV !== 'production';
  settings.PAYMENTS_SANDBOX = ['1', 'true'].includes(String(settings.PAYMENTS_SANDBOX));
  settings.STAFF_REQUIRE_2FA =
    settings.STAFF_REQUIRE_2FA === undefined
      ? settings.NODE_ENV === 'production'
      : ['1', 'true'].includes(String(settings.STAFF_REQUIRE_2FA));
  const unset = SECRET_SETTINGS.filter((name) => !settings[name]);
  const known = SECRET_SETTINGS.filter((name) => settings[name] && KNOWN_VALUES.has(settings[name]!.toLowerCase()));
  if (known.length)
    throw new Error(`Invalid API settings: ${known.join(', ')} must not be a value from the repository.`);
  if (unset.length && settings.NODE_ENV === 'production') {
    throw new Error(`Missing API settings: production needs ${unset.join(', ')} set (each a long random value).`);
  }
  if (unset.length) Object.assign(settings, installSecrets(settings.DATA_DIR, unset), pick(settings, SECRET_SETTINGS));
  checkS3(settings);
  if (Boolean(settings.LINKEDIN_CLIENT_ID) !== Boolean(settings.LINKEDIN_CLIENT_SECRET))
    throw new Error('Invalid API settings: set both LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET, or neither.');
  if (Boolean(settings.STRIPE_SECRET_KEY) !== Boolean(settings.STRIPE_WEBHOOK_SECRET))
    throw new Error('Invalid API settings: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither.');
  checkPayments(settings);
  return settings;
}

export const PRODUCTION_NEEDS_PAYMENTS =
  'Missing API settings: production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set ' +
  '(or PAYMENTS_SANDBOX=1 to take payments in the built-in sandbox, where any test card pays).';

/**
 * Without Stripe the sandbox takes payments, and anyone can pay there with 4242…: production
 * refuses that unless PAYMENTS_SANDBOX asks for it (a demo); asking for both is a mistake.
 */
function checkPayments(settings: Settings) {
  const stripe = Boolean(settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET);
  if (stripe && settings.PAYMENTS_SANDBOX)
    throw new Error('Invalid API settings: PAYMENTS_SANDBOX and the Stripe settings exclude each other; set one.');
  if (!stripe && !settings.PAYMENTS_SANDBOX && settings.NODE_ENV === 'production')
    throw new Error(PRODUCTION_NEEDS_PAYMENTS);
}

/** S3 settings make sense only with a bucket, and keys come in pairs. */
function checkS3(settings: Settings) {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter(
    (name) => settings[name],
  );
  if (given.length && !settings.S3_BUCKET)
    throw new Error(`Invalid API settings: ${given.join(', ')} need S3_BUCKET set (uploads stay local without it).`);
  if (Boolean(settings.S3_ACCESS_KEY_ID) !== Boolean(settings.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid API settings: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
}

const pick = (settings: Settings, names: readonly SecretName[]) =>
  Object.fromEntries(names.filter((name) => settings[name]).map((name) => [name, settings[name]]));

/** The browser origins allowed to call the API and open the realtime endpoint (the shell's). */
export function allowedOrigins(settings: Pick<Settings, 'CORS_ORIGINS'>): string[] {
  return settings.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
