// Lint rules are the style guide: layering (who may import whom), no barrels, no console.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACT_LIBS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@tanstack/*',
  'i18next',
  'react-i18next',
];

/** The `@/` folders: the app, the features and the floors below them (CONTEXT.md's Map). */
const FOLDERS = [
  'app',
  'features',
  'api',
  'lib',
  'components',
  'config',
  'i18n',
  'preferences',
  'live',
  'ticket',
  'favourites',
  'frame',
  'account-shared',
];
/** Every floor below the features. */
const FLOORS = FOLDERS.filter((name) => name !== 'app' && name !== 'features');

/** Which `@/` folders a layer may import; everything else under `@/` is refused. */
function layer(files, allowed, extraBanned = []) {
  const banned = FOLDERS.filter((name) => !allowed.includes(name)).map((name) => `@/${name}/*`);
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Import across folders with the @/ alias.' },
            {
              group: [...banned, ...extraBanned],
              message: 'This layer may not import that (see CONTEXT.md).',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
      'react/function-component-definition': [
        'error',
        { namedComponents: 'function-declaration', unnamedComponents: 'arrow-function' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  layer(['src/lib/**'], ['lib'], REACT_LIBS),
  layer(['src/config/**'], ['lib', 'config'], REACT_LIBS),
  layer(['src/components/**'], ['lib', 'components']),
  layer(['src/api/**'], ['lib', 'config', 'api']),
  layer(['src/i18n/**'], ['lib', 'config', 'i18n']),
  layer(['src/preferences/**'], ['lib', 'config', 'preferences']),
  layer(['src/live/**'], ['lib', 'config', 'api', 'live']),
  // The slip-aware odds cell (`ticket/odds-cell.tsx`) draws the primitive in the chosen odds format.
  layer(['src/ticket/**'], ['lib', 'config', 'ticket', 'components', 'preferences']),
  // The favourite star (`favourites/favourite-star.tsx`) is drawn by the lists, the match page and the league page.
  layer(['src/favourites/**'], ['lib', 'config', 'api', 'components', 'i18n', 'favourites']),
  // What the app tells the host page of a frame, and which actions that page takes over.
  layer(['src/frame/**'], ['lib', 'config', 'frame']),
  // What the player's features (account, wallet, safer gambling) share: the account dialog's requests,
  // the signed-in gate, an API refusal's texts, a form's submission, the reminder card.
  layer(['src/account-shared/**'], ['lib', 'config', 'api', 'components', 'i18n', 'frame', 'account-shared']),
  // The service worker is a program of its own (scripts/app-shell.mjs bundles it): none of the app.
  layer(['src/service-worker/**'], [], REACT_LIBS),
  // A feature reaches its own files relatively and never another feature (nor `app`).
  layer(['src/features/**'], FLOORS),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Static pages copied into the build as they are (the embedding demo's host page).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every visible text comes from the message files (src/i18n/messages).
    files: ['src/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, allowedStrings: ['·', '›', ' · ', ' •', '–', ':', '+'] },
      ],
    },
  },
  {
    // Config files of tools must default-export.
    files: ['*.config.{js,ts}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
