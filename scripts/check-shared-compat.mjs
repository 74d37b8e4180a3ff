// Refuses a remote that needs an mf-shared export the deployed mf-shared lacks.
//
//   npm run check:shared                                   every remote's dist against shell/dist
//   npm run check:shared -- mf-expert                      one remote (its folder, dist or manifest file)
//   npm run check:shared -- mf-expert --provider https://cdn.example.com/shell/
//
// At run time the shell, the first app on the page (`loaded-first`), provides the singleton
// `mf-shared` to every remote: a remote built against a newer mf-shared gets the shell's older copy
// (a version bump only logs a warning), and an export missing from it is `undefined` there. Each
// production build writes dist/mf-shared-exports.json (mf-shared/build/shared-exports.cjs): the
// exports it uses per specifier, and those it provides. Only uses marked `shared` are checked:
// other mf-shared specifiers (kit, entities, validation) are compiled into the remote itself.
// Exit 0: compatible; 1: refused (each missing export named) or a manifest could not be read.
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, REMOTE_APPS, ROOT } from './apps.mjs';

export const MANIFEST = 'mf-shared-exports.json';
/** The provider: the app that loads first and provides the shared scope. */
export const PROVIDER_DIR = 'shell';
const WHOLE = '*';

/**
 * Where a manifest is: a URL (of the deployed shell, or of its manifest), a manifest file, an
 * app's dist folder, an app's folder, or an app's folder name from apps.json.
 */
export function manifestLocation(location, cwd = process.cwd()) {
  if (/^https?:\/\//.test(location))
    return location.endsWith('.json') ? location : `${location.replace(/\/+$/, '')}/${MANIFEST}`;
  const candidates = [path.resolve(cwd, location), path.resolve(ROOT, location)];
  for (const base of candidates) {
    if (!fs.existsSync(base)) continue;
    if (fs.statSync(base).isFile()) return base;
    for (const file of [path.join(base, MANIFEST), path.join(base, 'dist', MANIFEST)])
      if (fs.existsSync(file)) return file;
  }
  const base = candidates.find((c) => fs.existsSync(c)) ?? candidates[0];
  return path.basename(base) === 'dist' ? path.join(base, MANIFEST) : path.join(base, 'dist', MANIFEST);
}

export class ManifestMissing extends Error {}

/** Reads a manifest (file or URL); `label` names it in messages. */
export async function readManifest(location) {
  const where = manifestLocation(location);
  let text;
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where).catch((error) => ({ ok: false, status: error.message }));
    if (!response.ok) throw new ManifestMissing(`cannot read ${where} (${response.status})`);
    text = await response.text();
  } else {
    if (!fs.existsSync(where))
      throw new ManifestMissing(`${path.relative(ROOT, where) || where} does not exist: build the app first`);
    text = fs.readFileSync(where, 'utf8');
  }
  const manifest = JSON.parse(text);
  if (!manifest || typeof manifest.uses !== 'object' || typeof manifest.provides !== 'object')
    throw new Error(`${where} is not an mf-shared exports manifest`);
  return { manifest, where: /^https?:/.test(where) ? where : path.relative(ROOT, where) || where };
}

/** The app's folder (apps.json) for a manifest's federation name. */
const appLabel = (manifest) => FRONTEND_APPS.find((a) => a.name === manifest.app)?.dir ?? manifest.app;

/**
 * Compares a remote's uses with the provider's provides.
 * @returns {{ missing: { remote, specifier, name, usedBy }[], unchecked: { remote, specifier, usedBy }[] }}
 *   missing: refused; unchecked: the module object taken whole (its names cannot be known), a warning.
 */
export function compareManifests(remote, provider) {
  const label = appLabel(remote);
  const missing = [];
  const unchecked = [];
  for (const [specifier, use] of Object.entries(remote.uses)) {
    if (!use.shared) continue;
    const provided = provider.provides[specifier];
    for (const [name, usedBy] of Object.entries(use.exports)) {
      if (name === WHOLE) unchecked.push({ remote: label, specifier, usedBy });
      else if (!provided || !provided.exports.includes(name)) missing.push({ remote: label, specifier, name, usedBy });
    }
  }
  return { missing, unchecked };
}

/** One line per refusal: the remote, the export, the specifier, where it is used, what lacks it. */
export function describeMissing({ remote, specifier, name, usedBy }, provider, providerWhere) {
  const version = provider.provides[specifier]?.version;
  const lacks = provider.provides[specifier]
    ? `the deployed ${specifier}${version ? ` ${version}` : ''} (${providerWhere}) lacks it`
    : `the deployed shell (${providerWhere}) does not share ${specifier} at all`;
  const where = usedBy.slice(0, 3).join(', ') + (usedBy.length > 3 ? `, and ${usedBy.length - 3} more` : '');
  return `${remote} needs '${name}' from '${specifier}' (used by ${where}), but ${lacks}`;
}

/**
 * Checks remotes against the provider.
 * @param {{ remotes?: string[], provider?: string }} options  locations (see manifestLocation)
 * @returns {Promise<{ ok: boolean, errors: string[], warnings: string[], passed: string[], refusals: number, provider?: string }>}
 *   errors: one per missing export (refusals counts these) or unreadable manifest
 */
export async function checkSharedCompat({ remotes = REMOTE_APPS.map((a) => a.dir), provider = PROVIDER_DIR } = {}) {
  const errors = [];
  const warnings = [];
  const passed = [];
  let refusals = 0;
  let deployed;
  try {
    deployed = await readManifest(provider);
  } catch (error) {
    return { ok: false, errors: [`the provider's manifest: ${error.message}`], warnings, passed, refusals };
  }
  for (const location of remotes) {
    let remote;
    try {
      remote = await readManifest(location);
    } catch (error) {
      errors.push(`${location}: ${error.message}`);
      continue;
    }
    const { missing, unchecked } = compareManifests(remote.manifest, deployed.manifest);
    errors.push(...missing.map((m) => describeMissing(m, deployed.manifest, deployed.where)));
    refusals += missing.length;
    warnings.push(
      ...unchecked.map(
        (u) =>
          `${u.remote} takes '${u.specifier}' as a whole module object (${u.usedBy.join(', ')}): the names it reads there are not checked; import them by name`,
      ),
    );
    if (!missing.length) passed.push(`${appLabel(remote.manifest)} (${remote.where})`);
  }
  return { ok: errors.length === 0, errors, warnings, passed, refusals, provider: deployed.where };
}

function parseArgs(argv) {
  const remotes = [];
  let provider;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--provider') provider = argv[++i];
    else if (argv[i].startsWith('--provider=')) provider = argv[i].slice('--provider='.length);
    else remotes.push(argv[i]);
  }
  return { remotes: remotes.length ? remotes : undefined, provider };
}

/** Prints a check's outcome; answers the exit code (0 compatible, 1 refused). */
export function report(result) {
  for (const warning of result.warnings) console.warn(`check:shared warning: ${warning}`);
  if (result.ok) {
    const verb = result.passed.length === 1 ? 'uses' : 'use';
    console.log(
      `check:shared: ${result.passed.join(', ')} ${verb} only mf-shared exports that ${result.provider} provides.`,
    );
    return 0;
  }
  for (const error of result.errors) console.error(`check:shared refused: ${error}`);
  if (result.refusals)
    console.error(
      'Deploy the shell built with this mf-shared first (npm run build -w shell), then the remote. A version bump does not help: the shell’s copy is used anyway.',
    );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(report(await checkSharedCompat(parseArgs(process.argv.slice(2)))));
}
