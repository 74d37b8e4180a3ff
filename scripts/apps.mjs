// The front-end apps of the monorepo, with the settings key of each one's port: apps.json at the root.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ dir: string, name: string, key: string, title: string, area?: string, routes?: string }[]} */
export const FRONTEND_APPS = createRequire(import.meta.url)('../apps.json').apps;

/** The remotes: every app but the shell. */
export const REMOTE_APPS = FRONTEND_APPS.filter((app) => app.dir !== 'shell');
