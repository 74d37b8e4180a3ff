// `npm run migrate`: applies the SQL migrations and the reference data to the configured database.
import { loadSettings } from '../config/settings';
import { bringUpToDate, connectFromSettings } from './connect';
import { runCli } from '../lib/cli';

async function main() {
  const handle = await connectFromSettings(loadSettings());
  try {
    await bringUpToDate(handle);
    console.log(`Migrations applied on ${handle.engine}.`);
  } finally {
    await handle.close();
  }
}

runCli(main);
