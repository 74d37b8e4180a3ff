// The one `shared` map every app's federation config uses. Explicit versions keep a single
// copy of each at runtime; a mismatch would create a second auth store.
'use strict';
const path = require('node:path');

const fs = require('node:fs');

/** The installed version of a package (some packages do not export their package.json). */
function versionOf(pkg) {
  let dir = path.dirname(require.resolve(pkg));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (json.name === pkg) return json.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${pkg}`);
}
const sharedVersion = require(path.join(__dirname, '..', 'package.json')).version;

/** The router exports the apps may use: the module provided as 'react-router-dom'. */
const ROUTER_SUBSET = path.join(__dirname, 'router.mjs');

function singleton(pkg, requiredVersion) {
  return { singleton: true, requiredVersion, version: versionOf(pkg) };
}

const shared = {
  react: singleton('react', '^19.3.1'),
  'react/': singleton('react', '^19.3.1'),
  'react-dom': singleton('react-dom', '^19.3.1'),
  'react-dom/': singleton('react-dom', '^19.3.1'),
  // The router's contexts must be one per page; what is shared is the part of it the apps use
  // (router.mjs), not the whole package. `react-router` itself is then bundled into that module.
  'react-router-dom': { ...singleton('react-router-dom', '^7.18.5'), import: ROUTER_SUBSET },
  zustand: singleton('zustand', '~5.1.0'),
  'zustand/': singleton('zustand', '~5.1.0'),
  // Toasts raised anywhere must reach the shell's one <Toaster/>.
  sonner: singleton('sonner', '^2.0.8'),
  // One server-data cache per page: mf-shared's QueryClient and every app's hooks must agree.
  '@tanstack/react-query': singleton('@tanstack/react-query', '~5.108.0'),
  // The HTML cleaner (about 11 KB gzip): the shell loads it on a workspace page for its own use,
  // and the remote's page takes that copy instead of bringing a second. Not eager in the shell:
  // a visitor's first page never loads it.
  dompurify: { ...singleton('dompurify', '^3.4.18'), eager: false },
  // The auth store, API client and constants. Not `mf-shared/ui`: that part wraps antd, which
  // each app bundles itself, so it is compiled into each app.
  'mf-shared': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
};

module.exports = { shared, ROUTER_SUBSET };
