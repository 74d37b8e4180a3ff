// The front-end apps of the monorepo, with the settings key of each one's port.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONTEND_APPS = [
  { dir: 'shell', key: 'shell' },
  { dir: 'mf-public', key: 'public' },
  { dir: 'mf-journalist', key: 'journalist' },
  { dir: 'mf-expert', key: 'expert' },
];
