// Writes dist/mf-shared-exports.json: which mf-shared exports this build uses, and which it
// provides. scripts/check-shared-compat.mjs compares a remote's uses with the shell's provides
// before the remote is served or deployed alone.
//
// Read from webpack's module graph, not from the TypeScript sources: the graph holds exactly what
// is compiled, including the kit and entity modules that each app compiles in and that import
// 'mf-shared' themselves, and it tells which requests federation serves from the shared scope (they
// resolve to a consume-shared module) and which are compiled in. A consume-shared module's own
// used exports are unknown to webpack (its exports are only known at run time), so the names come
// from the importing dependencies: `import { a }`, `import d` ('default'), `ns.a` on a namespace
// import, `export { a } from`, `const { a } = await import()`.
'use strict';
const path = require('node:path');
const webpack = require('webpack');

const FILE = 'mf-shared-exports.json';
const PACKAGE = 'mf-shared';
/** A name standing for "the whole module object": the names read from it cannot be known. */
const WHOLE = '*';

const isSharedPackage = (name) => name === PACKAGE || name.startsWith(`${PACKAGE}/`);

/** Every dependency of a module, its async blocks' too. */
function* dependenciesOf(block) {
  yield* block.dependencies ?? [];
  for (const child of block.blocks ?? []) yield* dependenciesOf(child);
}

/**
 * The export names a dependency reads from the module it imports: [WHOLE] when it takes the
 * module object as a whole (a namespace passed around, `export *`, `require`, `import()` with no
 * destructuring); [] when it reads nothing (`import 'x'`).
 */
function namesRead(dependency, moduleGraph) {
  switch (dependency.type) {
    case 'harmony side effect evaluation':
      return [];
    case 'harmony import specifier':
    case 'harmony export imported specifier': {
      const ids = dependency.getIds ? dependency.getIds(moduleGraph) : dependency.ids;
      return ids && ids.length ? [ids[0]] : [WHOLE];
    }
    case 'import()':
    case 'import() eager':
    case 'import() weak':
      return Array.isArray(dependency.referencedExports)
        ? dependency.referencedExports.map((ids) => (ids.length ? ids[0] : WHOLE))
        : [WHOLE];
    default:
      return [WHOLE];
  }
}

class SharedExportsManifest {
  /** @param {{ app: string, root: string }} options  the app's federation name; the repository root */
  constructor({ app, root }) {
    this.app = app;
    this.root = root;
  }

  apply(compiler) {
    const name = 'SharedExportsManifest';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      let manifest;
      // After webpack has worked out what each module exports; before concatenation merges modules.
      compilation.hooks.finishModules.tap({ name, stage: 1000 }, (modules) => {
        manifest = this.collect(compilation, modules);
      });
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          manifest &&
          compilation.emitAsset(FILE, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`)),
      );
    });
  }

  collect(compilation, modules) {
    const { moduleGraph } = compilation;
    const where = (module) =>
      module.resource ? path.relative(this.root, module.resource).split(path.sep).join('/') : module.identifier();
    /** specifier -> { shared, exports: name -> Set of modules } */
    const uses = new Map();
    const provides = {};
    for (const module of modules) {
      if (module.type === 'provide-module' && isSharedPackage(module._name)) {
        const target = [...dependenciesOf(module)].map((d) => moduleGraph.getModule(d)).find(Boolean);
        const exported = target && moduleGraph.getProvidedExports(target);
        if (!Array.isArray(exported)) {
          compilation.errors.push(
            new webpack.WebpackError(
              `SharedExportsManifest: cannot list the exports of the shared ${module._name}; it must be an ES module with static exports.`,
            ),
          );
          continue;
        }
        provides[module._name] = { version: module._version, exports: [...exported].sort() };
        continue;
      }
      // Its one dependency is its own fallback, not a use.
      if (module.type === 'consume-shared-module') continue;
      for (const dependency of dependenciesOf(module)) {
        const request = dependency.request;
        if (typeof request !== 'string' || !isSharedPackage(request)) continue;
        const target = moduleGraph.getModule(dependency);
        if (!target) continue;
        const shared = target.type === 'consume-shared-module';
        // The share key, not the request: the key is what the provider registers.
        const specifier = shared ? target.options.shareKey : request;
        let use = uses.get(specifier);
        if (!use) uses.set(specifier, (use = { shared, exports: new Map() }));
        for (const exportName of namesRead(dependency, moduleGraph)) {
          if (!use.exports.has(exportName)) use.exports.set(exportName, new Set());
          use.exports.get(exportName).add(where(module));
        }
      }
    }
    const sorted = (entries) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      about:
        'The mf-shared exports this build uses (shared: served at run time by the first app loaded, the shell; else compiled into this build) and those it provides to the shared scope. Checked by scripts/check-shared-compat.mjs.',
      app: this.app,
      provides,
      uses: Object.fromEntries(
        sorted(uses).map(([specifier, use]) => [
          specifier,
          {
            shared: use.shared,
            exports: Object.fromEntries(sorted(use.exports).map(([n, by]) => [n, [...by].sort()])),
          },
        ]),
      ),
    };
  }
}

module.exports = { SharedExportsManifest, SHARED_EXPORTS_FILE: FILE, WHOLE_MODULE: WHOLE };
