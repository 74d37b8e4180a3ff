import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The remotes' folders, from the one list of apps (apps.json).
const REMOTES = createRequire(import.meta.url)('./apps.json')
  .apps.map((app) => app.dir)
  .filter((dir) => dir !== 'shell');

/** A remote never imports another remote or the shell: they meet only through mf-shared. */
const isolate = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'shell',
              'shell/*',
              ...REMOTES.filter((r) => r !== app).flatMap((r) => [r, `${r}/*`]),
              '../../*/src/*',
              '**/../mf-*/**',
              '**/../shell/**',
            ],
            message: 'Apps meet only through mf-shared and the shell’s route seam.',
          },
        ],
      },
    ],
  },
});

// Layers (bulletproof-react's zones, Feature-Sliced Design's layers), checked on resolved paths.
const ROOT = path.dirname(new URL(import.meta.url).pathname);
const FRONT_END = ['mf-shared', 'shell', ...REMOTES];
const subfolders = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
/**
 * The shell's features still import each other along these edges (routing and frame compose the
 * others; the hand-over and resilience helpers are used by several). Known and allowed; a new edge
 * fails the lint: move the shared part down (lib/) or compose in app/ instead.
 */
const SHELL_FEATURE_EDGES = {
  routing: ['frame', 'guard', 'notifications', 'prerender', 'remotes'],
  frame: ['notifications', 'resilience', 'routing', 'session'],
  login: ['resilience'],
  remotes: ['prerender'],
};
const RUNTIME_STATE = ['auth', 'api', 'config', 'data', 'loader', 'realtime'];
const LAYER_ZONES = [
  {
    target: 'mf-shared/src/kit',
    from: 'mf-shared/src/entities',
    message: 'The UI kit has no business words: it never imports an entity.',
  },
  {
    // Feature-Sliced Design's order: widgets compose entities and the kit, never the other way.
    target: ['mf-shared/src/kit', 'mf-shared/src/entities', 'mf-shared/src/ui'],
    from: 'mf-shared/src/widgets',
    message: 'Widgets compose entities and the kit: the kit and entities never import a widget.',
  },
  ...subfolders('mf-shared/src/entities').map((entity) => ({
    target: `mf-shared/src/entities/${entity}`,
    from: 'mf-shared/src/entities',
    except: [`./${entity}`],
    message: 'An entity never imports another entity: compose them in a feature.',
  })),
  ...['shell', ...REMOTES].flatMap((app) =>
    subfolders(`${app}/src/features`).map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [feature, ...((app === 'shell' && SHELL_FEATURE_EDGES[feature]) || [])].map((f) => `./${f}`),
      message: 'Features never import each other: share through lib/ or mf-shared, compose in routes or app/.',
    })),
  ),
  {
    // Compiled into each app: runtime state must come through the package name (the federation
    // singleton), never a relative path that would compile a second auth store or query client in.
    target: ['mf-shared/src/kit', 'mf-shared/src/entities', 'mf-shared/src/ui', 'mf-shared/src/widgets'],
    from: RUNTIME_STATE.map((dir) => `mf-shared/src/${dir}`),
    message: "Import runtime state (auth store, API client, query client, config, realtime) from 'mf-shared'.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'api/**/*.ts', 'e2e/**/*.ts', 'bench/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...['shell', ...REMOTES].map(isolate),
  {
    files: FRONT_END.map((dir) => `${dir}/{src,test}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: FRONT_END.map((dir) => `${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Server data is read and written through query and mutation hooks (an entity's or a
    // feature's api/), never by calling the API client from a component.
    files: ['**/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete)$/]",
          message: 'Read and write server data through query and mutation hooks.',
        },
      ],
    },
  },
  {
    // API layers: routes (HTTP) -> services (rules) -> repositories (Drizzle).
    files: ['api/src/resources/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: 'Routes call services; only repositories touch the database.',
            },
          ],
        },
      ],
    },
  },
);
