// `npm run migrate`: applies the SQL migrations and the reference data to the configured database.
import { loadSettings } from '../config/settings';
import { bringUpToDate, connectFromSettings } from './connect';

async function main() {
  const handle = await connectFromSettings(loadSettings());
  try {
    await bringUpToDate(handle);
    console.log(`Migrations applied on ${handle.engine}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  // A failed query's own message holds the whole statement; the database's reason is its cause.
  const reason = error?.cause?.message ?? error?.message ?? String(error);
  console.error(reason.slice(0, 2000));
  process.exit(1);
});
