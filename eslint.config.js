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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
      // The built app runs on Preact's React layer (vite.config.ts), which does not move <title> or <meta>
      // into the head as React 19 does, nor run functions given as a form's action.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='title']",
          message:
            'Use <DocumentTitle> from lib/document-head.tsx: <title> stays where it is rendered under Preact.',
        },
        {
          selector: "JSXAttribute[name.name=/^(action|formAction)$/][value.type='JSXExpressionContainer']",
          message: 'Handle onSubmit instead: a function as a form action needs React 19, not Preact.',
        },
      ],
    },
  },
  { files: ['apps/server/**/*.ts'], rules: banned(['@marquee/web', '**/apps/web/**']) },
  {
    files: ['packages/contract/**/*.ts'],
    rules: banned(['@marquee/server', '@marquee/web', '**/apps/**']),
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: banned(['@marquee/contract', '@marquee/server', '@marquee/web', '**/apps/**', 'zod']),
  },
);
