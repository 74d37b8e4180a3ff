// `npm run seed -- [--scale N] [--guests N] [--if-empty]`: reference data plus the demo data, on the
// database the settings name (PGlite in ./data by default); pictures go to DATA_DIR/uploads/demo.
// `--guests N` sets the number of guests alone (search benchmarks: `--guests 100000`).
import { count } from 'drizzle-orm';
import { loadSettings } from '../../config/settings';
import { analyzeDirectory, bringUpToDate, connectFromSettings } from '../connect';
import { users } from '../schema';
import { seedDemoData } from './index';
import { runCli } from '../../lib/cli';

async function main() {
  const args = process.argv.slice(2);
  const scaleArg = args.indexOf('--scale');
  const scale = scaleArg >= 0 ? Number(args[scaleArg + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a whole number of 1 or more');
  const guestsArg = args.indexOf('--guests');
  const guests = guestsArg >= 0 ? Number(args[guestsArg + 1]) : undefined;
  if (guests !== undefined && (!Number.isInteger(guests) || guests < 8))
    throw new Error('--guests takes a whole number of 8 or more');
  const settings = loadSettings();
  const handle = await connectFromSettings(settings);
  try {
    await bringUpToDate(handle);
    const [{ value: existing }] = await handle.db.select({ value: count() }).from(users);
    if (existing > 0) {
      if (args.includes('--if-empty')) {
        console.log(`Demo data already present (${existing} users); nothing to seed.`);
        return;
      }
      throw new Error(
        `The database already has ${existing} users: seed an empty database (remove ./data, or point DATABASE_URL at an empty one).`,
      );
    }
    const started = Date.now();
    let phased = 0;
    const phase = (name: string, ms: number) => {
      phased += ms;
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
    };
    const summary = await seedDemoData(handle.db, {
      scale,
      guests,
      storage: { dataDir: settings.DATA_DIR, publicUrl: settings.API_PUBLIC_URL },
      phase,
    });
    phase('everything else (accounts, content, activity)', Date.now() - started - phased);
    // The bulk load leaves the planner's statistics behind (PGlite has no autovacuum at all).
    const analyzed = Date.now();
    await analyzeDirectory(handle);
    phase('pending lists merged, change log cleared, ANALYZE', Date.now() - analyzed);
    console.log(
      `Seeded ${handle.engine} at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      summary,
    );
  } finally {
    await handle.close();
  }
}

runCli(main);
