// Lint rules for the whole monorepo: typed TypeScript rules everywhere, React hooks rules in the web app,
// and the layer rules of ARCHITECTURE.md ("Layers and their rules") as import restrictions.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import glossaFeatures from './scripts/lint/feature-imports-rule.js';

/** Only these files may use Kysely: repositories, row types, the db/ folder, tests and their helpers. */
const KYSELY_ALLOWED = [
  '**/*.repository.ts',
  '**/*.table.ts',
  'apps/server/src/db/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-helpers.ts',
  '**/*.test-setup.ts',
  '**/testing/**',
  '**/bench/**',
];

const KYSELY = {
  name: 'kysely',
  message:
    'Only *.repository.ts, *.table.ts and apps/server/src/db/ touch Kysely: put the query in a repository.',
};
const FEATURES = {
  group: ['**/features/**', '**/features'],
  message: 'Shared UI never imports a web-app feature: take what it needs as props or from a provider.',
};
const WEB_APP = {
  group: ['@glossa/web', '@glossa/web/**', '**/apps/web/**'],
  message: 'Packages and shared UI never import the web app.',
};
const APPS = {
  group: ['@glossa/web', '@glossa/web/**', '@glossa/server', '@glossa/server/**', '**/apps/**'],
  message: 'Packages never import an app: move what both need into a package.',
};

const FEATURE_INTERNALS_MESSAGE =
  "A server feature reaches another only through its index.ts or its service: export what is shared from the other feature's index.ts, or move it to lib/ or http/.";
/** Another feature's file other than its index.ts or *.service.ts, as written from a feature's top folder. */
const OTHER_FEATURE_INTERNALS = {
  regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!index\.ts$)(?![^/]+\.service\.ts$).+$`,
  message: FEATURE_INTERNALS_MESSAGE,
};
/** The same from a subfolder of a feature (features/dictionary/lookup/x.ts). */
const OTHER_FEATURE_INTERNALS_FROM_SUBFOLDER = {
  regex: String.raw`^\.\./\.\./(?!\.\.)[^/]+/(?!index\.ts$)(?![^/]+\.service\.ts$).+$`,
  message: FEATURE_INTERNALS_MESSAGE,
};
/** Tests and their helpers may build on another feature's test helpers and internals. */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test-helpers.ts',
  '**/*.test-setup.ts',
  '**/testing/**',
  '**/bench/**',
];

const API_PATH_MESSAGE =
  'The web app calls the API only through @glossa/client: client.call(api.<route>) or client.url(api.<route>) from lib/client.ts, never an /api path.';

/** One no-restricted-imports setting (a later config block replaces an earlier one, so each lists all it needs). */
function restrictedImports({ kysely = true, patterns = [] }) {
  return ['error', { paths: kysely ? [KYSELY] : [], patterns }];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'data/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      // Type-aware rules: each file is checked with the tsconfig that includes it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A chosen subset of recommendedTypeChecked: the rules that find real bugs (a promise nobody awaits or
      // handles, a promise where a callback's answer is ignored, await on a non-promise, a cast that changes
      // nothing, an object printed as [object Object]). The no-unsafe-* family is left off: the remaining
      // `unknown`/JSON seams (zod-parsed input, JSON.parse in tests) would need casts that add nothing.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-imports': restrictedImports({}),
    },
  },
  {
    files: KYSELY_ALLOWED,
    rules: { 'no-restricted-imports': restrictedImports({ kysely: false }) },
  },
  // Server features do not reach into each other's files (no cycles between features).
  ...[
    ['apps/server/src/features/*/*.ts', OTHER_FEATURE_INTERNALS],
    ['apps/server/src/features/*/*/*.ts', OTHER_FEATURE_INTERNALS_FROM_SUBFOLDER],
  ].flatMap(([glob, pattern]) => [
    {
      files: [glob],
      ignores: [...TEST_FILES, ...KYSELY_ALLOWED],
      rules: { 'no-restricted-imports': restrictedImports({ patterns: [pattern] }) },
    },
    {
      files: KYSELY_ALLOWED.filter((allowed) => allowed.startsWith('**/*.')).map((allowed) =>
        glob.replace('*.ts', allowed.slice(3)),
      ),
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': restrictedImports({ kysely: false, patterns: [pattern] }) },
    },
  ]),
  // Two server features never import each other: the dependency between them runs one way.
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { glossa: glossaFeatures },
    rules: { 'glossa/no-mutual-feature-imports': 'error' },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: KYSELY_ALLOWED,
    rules: { 'no-restricted-imports': restrictedImports({ patterns: [APPS] }) },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports({ patterns: [FEATURES, WEB_APP, APPS] }) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The web app calls the API only through @glossa/client: no `/api` path outside its one configuration.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api/]', message: API_PATH_MESSAGE },
        { selector: 'TemplateElement[value.raw=/^\\/api/]', message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', '**/bench/**/*.ts', '**/scripts/**/*.ts', '**/*.cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
