// `npm run admin -- approve|lock|unlock|delete|restore <email>`: moves an account between the
// statuses of spec section 4 on the configured database. `create-staff <email> <role>` makes a
// staff account (password from STAFF_PASSWORD, else a random one printed once); `staff-2fa <email>`
// gives one a new authenticator.
import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from './config/settings';
import { loadSettings } from './config/settings';
import { connectFromSettings } from './db/connect';
import { runAdmin } from './resources/admin/admin.service';

export { runAdmin };

export const adminTokenFile = (settings: Pick<Settings, 'DATA_DIR'>) => path.join(settings.DATA_DIR, '.admin-token');

/** Through the running API, when there is one (PGlite allows one process); null when none answers. */
async function viaRunningApi(
  settings: Settings,
  command: string,
  email: string,
  extra: { role?: string; password?: string },
): Promise<string | null> {
  if (!fs.existsSync(adminTokenFile(settings))) return null;
  const token = fs.readFileSync(adminTokenFile(settings), 'utf8');
  const host = settings.HOST === '0.0.0.0' ? '127.0.0.1' : settings.HOST;
  let res: Response;
  try {
    res = await fetch(`http://${host}:${settings.API_PORT}/internal/admin/${encodeURIComponent(command)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ email, ...extra }),
    });
  } catch {
    return null;
  }
  const body = (await res.json()) as { message: string };
  if (!res.ok) throw new Error(body.message);
  return body.message;
}

if (require.main === module) {
  const [command, email, role] = process.argv.slice(2);
  (async () => {
    if (!command || !email)
      throw new Error(
        'Usage: npm run admin -- approve|lock|unlock|delete|restore <email>, create-staff <email> <role>, staff-2fa <email>',
      );
    const settings = loadSettings();
    const extra = { role, password: process.env.STAFF_PASSWORD || undefined };
    const answer = settings.DATABASE_URL ? null : await viaRunningApi(settings, command, email, extra);
    if (answer !== null) return console.log(answer);
    const handle = await connectFromSettings(settings);
    try {
      console.log(
        await runAdmin(handle.db, command, email, {
          shellUrl: settings.SHELL_PUBLIC_URL,
          role,
          staffPassword: extra.password,
          staffRequireTwoFactor: settings.STAFF_REQUIRE_2FA,
        }),
      );
    } finally {
      await handle.close();
    }
  })().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
