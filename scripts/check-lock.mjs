// `npm ci` refuses a lock file that lacks an optional platform binary (say, macOS's build of a
// native tool) when the registry had no such version at install time. Catch that here, before
// CI does: pin the package (package.json "overrides") to a version whose binaries all exist.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
    // Node's lookup: this package's own node_modules, then each parent's, up to the root.
    let dir = key;
    let found = false;
    while (!found) {
      found = Boolean(packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]);
      if (!dir) break;
      dir = dir.includes('node_modules/') ? dir.slice(0, dir.lastIndexOf('node_modules/')).replace(/\/$/, '') : '';
    }
    if (!found) missing.push(`${key.replace(/.*node_modules\//, '')}@${entry.version} needs ${dep}`);
  }
}
if (missing.length) {
  console.error(`package-lock.json lacks optional dependencies that npm ci will ask for:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
// And the check CI applies: would `npm ci` accept this lock? (A dry run changes nothing.)
const ci = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
  cwd: new URL('..', import.meta.url),
  encoding: 'utf8',
});
if (ci.status !== 0) {
  const reason = (
    ci.stderr.match(/npm error (Missing|Invalid)[^\n]*/g) ?? [ci.stderr.split('\n').slice(-5).join('\n')]
  ).join('\n  ');
  console.error(`npm ci would refuse package-lock.json:\n  ${reason}`);
  process.exit(1);
}
console.log('package-lock.json: every optional dependency is locked, and npm ci accepts it');
