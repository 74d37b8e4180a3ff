// `npm run test:scripts` (node:test): the mf-shared compatibility check (scripts/check-shared-compat.mjs)
// and the manifest each build writes (mf-shared/build/shared-exports.cjs). The "current build" test
// reads the apps' dist folders: run `npm run build` first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { REMOTE_APPS, ROOT } from './apps.mjs';
import { checkSharedCompat, compareManifests, MANIFEST } from './check-shared-compat.mjs';

const require = createRequire(import.meta.url);
const SCRIPT = path.join(ROOT, 'scripts', 'check-shared-compat.mjs');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-compat-'));
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** Writes a manifest into `<TMP>/<dir>/dist/` and answers that dist folder. */
function writeManifest(dir, manifest) {
  const dist = path.join(TMP, dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, MANIFEST), JSON.stringify(manifest));
  return dist;
}

const provider = (exports, specifier = 'mf-shared') => ({
  app: 'shell',
  provides: { [specifier]: { version: '1.0.0', exports } },
  uses: {},
});
const remote = (uses) => ({ app: 'mf_expert', provides: {}, uses });

const run = (...args) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });

describe('the current build', () => {
  test('every remote passes against the shell it was built with', async () => {
    const result = await checkSharedCompat();
    assert.deepEqual(result.errors, [], 'run `npm run build` first if a manifest is missing');
    assert.equal(result.ok, true);
    assert.deepEqual(
      result.passed.map((p) => p.split(' ')[0]),
      REMOTE_APPS.map((a) => a.dir),
    );
  });

  test('the manifests are not empty: each remote uses shared exports that the shell provides', () => {
    const shell = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', MANIFEST), 'utf8'));
    assert.ok(shell.provides['mf-shared'].exports.includes('authStore'));
    for (const app of REMOTE_APPS) {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'dist', MANIFEST), 'utf8'));
      const used = Object.keys(manifest.uses['mf-shared']?.exports ?? {});
      assert.equal(manifest.uses['mf-shared'].shared, true, app.dir);
      assert.ok(used.length > 5, `${app.dir} uses ${used.length} names from mf-shared`);
    }
  });

  test('a shell whose mf-shared lacks one export a built remote uses refuses that remote', () => {
    const shell = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', MANIFEST), 'utf8'));
    const expert = path.join(ROOT, 'mf-expert', 'dist', MANIFEST);
    const [name] = Object.keys(JSON.parse(fs.readFileSync(expert, 'utf8')).uses['mf-shared'].exports);
    const older = structuredClone(shell);
    older.provides['mf-shared'].exports = older.provides['mf-shared'].exports.filter((e) => e !== name);
    const dist = writeManifest('older-shell', older);

    const { status, stderr } = run(expert, '--provider', dist);
    assert.equal(status, 1);
    assert.match(stderr, new RegExp(`mf-expert needs '${name}' from 'mf-shared' \\(used by mf-expert/src/`));
    assert.match(stderr, /lacks it/);
  });
});

describe('fixture manifests', () => {
  const shell = writeManifest('shell', provider(['authStore', 'formatDate']));

  test('a remote needing an export the provider lacks is refused with a message naming it', () => {
    const dist = writeManifest(
      'needs-more',
      remote({
        'mf-shared': { shared: true, exports: { authStore: ['mf-expert/src/a.tsx'], formatDateRange: ['x.tsx'] } },
      }),
    );
    const { status, stderr, stdout } = run(dist, '--provider', shell);
    assert.equal(status, 1, stdout);
    assert.match(
      stderr,
      /check:shared refused: mf-expert needs 'formatDateRange' from 'mf-shared' \(used by x\.tsx\), but the deployed mf-shared 1\.0\.0 \(.*\) lacks it/,
    );
    assert.doesNotMatch(stderr, /'authStore'/);
  });

  test('a remote using only what the provider has passes', () => {
    const dist = writeManifest(
      'fits',
      remote({ 'mf-shared': { shared: true, exports: { authStore: ['a.tsx'], formatDate: ['b.tsx'] } } }),
    );
    const { status, stdout, stderr } = run(dist, '--provider', shell);
    assert.equal(status, 0, stderr);
    assert.match(stdout, /mf-expert .* uses only mf-shared exports that/);
  });

  test('specifiers compiled into the remote are not checked against the provider', () => {
    const uses = { 'mf-shared/entities/interview': { shared: false, exports: { InterviewsWorkspace: ['a.tsx'] } } };
    assert.deepEqual(compareManifests(remote(uses), provider(['authStore'])).missing, []);
  });

  test('a shared specifier the provider does not share at all is refused', async () => {
    const uses = { 'mf-shared/realtime': { shared: true, exports: { useRealtimeEvent: ['a.tsx'] } } };
    const dist = writeManifest('new-key', remote(uses));
    const result = await checkSharedCompat({ remotes: [dist], provider: shell });
    assert.equal(result.ok, false);
    assert.match(
      result.errors[0],
      /needs 'useRealtimeEvent' from 'mf-shared\/realtime'.*does not share mf-shared\/realtime/,
    );
  });

  test('the module object taken whole is a warning, not a refusal', () => {
    const uses = { 'mf-shared': { shared: true, exports: { '*': ['a.tsx'], authStore: ['b.tsx'] } } };
    const { missing, unchecked } = compareManifests(remote(uses), provider(['authStore']));
    assert.deepEqual(missing, []);
    assert.deepEqual(unchecked, [{ remote: 'mf-expert', specifier: 'mf-shared', usedBy: ['a.tsx'] }]);
  });

  test('a missing manifest refuses, naming it', () => {
    const { status, stderr } = run(path.join(TMP, 'never-built'), '--provider', shell);
    assert.equal(status, 1);
    assert.match(stderr, /never-built.*does not exist: build the app first/);
  });
});

describe('the manifest a build writes (fixture build with module federation)', () => {
  test('records named, default and namespace-member imports of the shared module; provides its exports', async () => {
    const webpack = require('webpack');
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const { SharedExportsManifest } = require('../mf-shared/build/shared-exports.cjs');
    const src = path.join(TMP, 'build', 'src');
    const lib = path.join(TMP, 'build', 'lib');
    fs.mkdirSync(src, { recursive: true });
    fs.mkdirSync(lib, { recursive: true });
    fs.writeFileSync(path.join(lib, 'index.js'), 'export const a = 1; export function b() {} export default 3;\n');
    fs.writeFileSync(path.join(lib, 'extra.js'), 'export const x = 1; export const y = 2;\n');
    fs.writeFileSync(path.join(src, 'index.js'), "import('./app');\n");
    fs.writeFileSync(
      path.join(src, 'app.js'),
      [
        "import d, { a } from 'mf-shared';",
        "import * as ns from 'mf-shared';",
        "import { x } from 'mf-shared/extra';",
        'console.log(d, a, ns.b(), ns.c, x);',
        "export { z } from 'mf-shared';",
        "export const later = () => import('mf-shared').then(({ q }) => q);",
      ].join('\n'),
    );
    const compiler = webpack({
      mode: 'production',
      context: path.join(TMP, 'build'),
      entry: './src/index.js',
      output: { path: path.join(TMP, 'build', 'dist'), publicPath: 'auto', uniqueName: 'fixture' },
      resolve: {
        modules: [path.join(ROOT, 'node_modules'), 'node_modules'],
        alias: { 'mf-shared$': path.join(lib, 'index.js'), 'mf-shared/extra': path.join(lib, 'extra.js') },
      },
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
      plugins: [
        new ModuleFederationPlugin({
          name: 'fixture',
          dts: false,
          shared: { 'mf-shared': { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } },
        }),
        new SharedExportsManifest({ app: 'fixture', root: path.join(TMP, 'build') }),
      ],
      optimization: { minimize: false },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
    );
    assert.deepEqual(
      stats.compilation.errors.map((e) => e.message),
      [],
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(TMP, 'build', 'dist', MANIFEST), 'utf8'));
    assert.deepEqual(manifest.provides, { 'mf-shared': { version: '1.0.0', exports: ['a', 'b', 'default'] } });
    assert.deepEqual(manifest.uses['mf-shared'], {
      shared: true,
      exports: {
        a: ['src/app.js'],
        b: ['src/app.js'],
        c: ['src/app.js'],
        default: ['src/app.js'],
        q: ['src/app.js'],
        z: ['src/app.js'],
      },
    });
    assert.deepEqual(manifest.uses['mf-shared/extra'], { shared: false, exports: { x: ['src/app.js'] } });
    // And the check refuses this build against its own provider: c, q and z are not exported.
    const dist = path.join(TMP, 'build', 'dist');
    const result = await checkSharedCompat({ remotes: [dist], provider: dist });
    assert.equal(result.refusals, 3);
    assert.deepEqual(
      result.errors.map((e) => e.match(/needs '(\w+)'/)[1]),
      ['c', 'q', 'z'],
    );
  });
});
