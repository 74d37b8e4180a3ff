// The suite's database: every run starts from freshly seeded demo data, since journeys leave pending
// requests and accounts behind. Seeding takes a minute or more on two cores, so `npm test` seeds it
// ahead, beside the API suite's last minutes, and the API's start takes it as it is.
//   fresh-data.ts seed   a new database now, marked as not used yet
//   fresh-data.ts use    the API's start: a database marked not used is taken (the mark with it);
//                        any other is replaced by a new one
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ENV, ROOT } from './servers';

const NOT_USED_YET = path.join(E2E_ENV.DATA_DIR, '.seeded-not-used-yet');

function seedAnew() {
  fs.rmSync(E2E_ENV.DATA_DIR, { recursive: true, force: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...E2E_ENV },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const mode = process.argv[2];
if (mode === 'seed') {
  seedAnew();
  fs.writeFileSync(NOT_USED_YET, new Date().toISOString());
} else if (mode === 'use') {
  if (fs.existsSync(NOT_USED_YET)) fs.rmSync(NOT_USED_YET);
  else seedAnew();
} else {
  console.error('fresh-data.ts seed | use');
  process.exit(2);
}
