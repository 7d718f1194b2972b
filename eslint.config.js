import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers import one way only: domain <- contract <- server and web. Neither app imports the other.
const banned = (names, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((group) => ({
        group: [group, `${group}/*`],
        message: 'This crosses a layer boundary.',
      })),
      paths,
    },
  ],
});

// The web app may import the full contract for types only: its values carry zod, which stays on the server.
const contractTypesOnly = {
  name: '@marquee/contract',
  allowTypeImports: true,
  message: "Import values from '@marquee/contract/routes' (no zod in the browser bundle).",
};

// The built app runs on Preact's React layer (vite.config.ts), which does not move <title> or <meta> into the
// head as React 19 does, nor run functions given as a form's action.
const preactSyntax = [
  {
    selector: "JSXOpeningElement[name.name='title']",
    message:
      'Use <DocumentTitle> from lib/document-head.tsx: <title> stays where it is rendered under Preact.',
  },
  {
    selector: "JSXAttribute[name.name=/^(action|formAction)$/][value.type='JSXExpressionContainer']",
    message: 'Handle onSubmit instead: a function as a form action needs React 19, not Preact.',
  },
];

// One way to the server: a feature's queries.ts declares each query and mutation with its key.
const keyOutsideQueries = {
  selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression',
  message: "Declare the query or mutation in the feature's queries.ts, keyed from its key factory.",
};

// One owner per storage key: only lib/storage/ touches the storage areas (app/storage-keys.ts lists the keys);
// the API is called through lib/api-client.ts, and fetch is left to what is not our API (media, streams).
const storageAndFetch = (isStorage, isFetch) => [
  ...(isStorage ? [] : ['localStorage', 'sessionStorage']).map((name) => ({
    name,
    message: "Go through the key's owner (app/storage-keys.ts), which uses lib/storage/.",
  })),
  ...(isFetch
    ? []
    : [{ name: 'fetch', message: "Call the API with lib/api-client.ts from the feature's queries.ts." }]),
];
const FETCHES_NON_API = [
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/analytics.ts',
  'apps/web/src/features/sources/find-sources.ts',
  'apps/web/src/features/downloads/hls-download.ts',
  'apps/web/src/features/downloads/download-links.ts',
  'apps/web/src/features/player/use-captions.ts',
  'apps/web/src/features/player/warm-stream.worker.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      curly: ['error', 'multi-line'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...banned(['@marquee/server', '**/apps/server/**'], [contractTypesOnly]),
      'no-restricted-syntax': ['error', ...preactSyntax, keyOutsideQueries],
      'no-restricted-globals': ['error', ...storageAndFetch(false, false)],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'fetch'].map((property) => ({
          object: 'window',
          property,
          message: 'Go through its one way (lib/storage/, lib/api-client.ts).',
        })),
      ],
    },
  },
  { files: ['apps/web/src/**/queries.ts'], rules: { 'no-restricted-syntax': ['error', ...preactSyntax] } },
  {
    files: ['apps/web/src/lib/storage/**'],
    rules: {
      'no-restricted-globals': ['error', ...storageAndFetch(true, false)],
      'no-restricted-properties': 'off',
    },
  },
  { files: FETCHES_NON_API, rules: { 'no-restricted-globals': ['error', ...storageAndFetch(false, true)] } },
  {
    // Tests set storage up and stub fetch directly.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test-*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  { files: ['apps/server/**/*.ts'], rules: banned(['@marquee/web', '**/apps/web/**']) },
  {
    // The server's own code never reaches into the tests' support (test server, fakes, fixtures).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: banned(['@marquee/web', '**/apps/web/**', '**/test/**']),
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: banned(['@marquee/server', '@marquee/web', '**/apps/**']),
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: banned(['@marquee/contract', '@marquee/server', '@marquee/web', '**/apps/**', 'zod']),
  },
);
