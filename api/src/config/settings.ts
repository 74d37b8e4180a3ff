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
  PUSHER_APP_SECRET: string;
  PUSHER_HOST?: string;
  PUSHER_PORT?: number;
  PUSHER_SCHEME: 'http' | 'https';
}

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
    PUSHER_APP_SECRET: { type: 'string', default: 'presspoint-secret' },
    PUSHER_HOST: { type: 'string' },
    PUSHER_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    PUSHER_SCHEME: { type: 'string', enum: ['http', 'https'], default: 'http' },
  },
} as const;

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  try {
    return envSchema<Settings>({ schema, data: env, env: false, dotenv: false });
  } catch (error) {
    throw new Error(`Invalid API settings: ${(error as Error).message}`, { cause: error });
  }
}
