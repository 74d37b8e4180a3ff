import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-public', 'mf-journalist', 'mf-expert'];

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
    // mf-shared/ui is compiled into each app; runtime state must come through the package name
    // (the federation singleton), never a relative path that would copy the store.
    files: ['mf-shared/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../auth/*', '../api/*', '../config/*'], message: "Import runtime state from 'mf-shared'." },
          ],
        },
      ],
    },
  },
);
