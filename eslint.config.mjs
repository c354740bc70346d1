// ESLint flat config: TypeScript, React hooks, accessibility, and the one-way import rules of
// docs/architecture.md (app -> features -> shared folders; a feature never imports another).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED = ['components', 'lib', 'machines', 'store', 'fixtures', 'i18n', 'theme'];
const FEATURES = [
  'notifications',
  'users',
  'verification',
  'companies',
  'jobs',
  'assignments',
  'roles',
  'payments',
  'disputes',
  'documents',
  'auth',
  'landing',
  'legal',
  'dashboard',
  'profile',
  'settings',
  'activity',
];

/**
 * The import zones of docs/architecture.md. Tests may import the app (they build the real store
 * with makeStore) and src/testing, as src/testing's own files may; nothing else may import it.
 */
function layerZones({ tests }) {
  return [
    // Shared folders never import features or the app.
    ...SHARED.map((folder) => ({
      target: `./src/${folder}`,
      from: tests ? ['./src/features'] : ['./src/features', './src/app'],
      message: 'Shared code must not depend on features or the app (docs/architecture.md).',
    })),
    // Features never import the app.
    ...(tests
      ? []
      : [
          { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
        ]),
    // A feature never imports another feature.
    ...FEATURES.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: use a shared action in src/store.',
    })),
    ...(tests ? [] : [{ target: './src', from: './src/testing', message: 'src/testing is for tests only.' }]),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: false }) }] },
  },
  {
    // Tests, and the test support they share in src/testing (which may import itself).
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: true }) }] },
  },
  {
    // The house rule: no file over 300 lines (a longer one is split by what it does).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Public pages load no sample data and no admin domain (issue 7): only the landing page's own samples.
    files: ['src/features/{landing,auth,legal}/**/*.{ts,tsx}', 'src/components/public/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/fixtures/(?!landing$)',
              message: 'Public pages never load sample data (docs/architecture.md, Loading).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{mjs,ts}', '*.config.{ts,mjs}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
