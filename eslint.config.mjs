// ESLint over every workspace (flat config). Deliberately NOT type-aware (no parserOptions.project): the whole tree
// must lint in seconds on a 2-core CI box; `npm run typecheck` already runs tsc with `strict`.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell', 'shared-ui', 'mfe-*'];
const frontEnd = (glob) => FRONT_ENDS.map((ws) => `${ws}/${glob}`);
const TESTS = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/test-support/**',
  '**/testing/**',
  'api/testkit/**',
  '**/*.test-helpers.ts',
];

// kebab-case words, optionally followed by dotted kebab-case role suffixes: `login.page`, `campaign.resolvers`,
// `auth.test-helpers`, `jest.config`, `engine.bench` (the last extension — .ts/.tsx/.cjs — is stripped by the rule).
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const FILE_NAME = `@(App*(.${KEBAB})|${KEBAB}*(.${KEBAB}))`;

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'contracts/src/generated/',
    'api/drizzle/',
    'data/',
    '**/test-results/',
    '**/playwright-report/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'house/typescript',
    rules: {
      // `_name` marks a parameter/binding kept on purpose (positional args, props a remote must accept, rest-omit).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `declare global { namespace Express { ... } }` is the only way to type passport's req.user; real namespaces stay banned.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // `interface User extends SessionUser {}` is declaration merging (Express.User), not an accidental empty type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  {
    name: 'house/node-scripts',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      // CommonJS config files (jest, rspack) have no other way to load modules.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    name: 'house/node-esm',
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },

  {
    name: 'house/react-hooks',
    files: frontEnd('**/*.{ts,tsx}'),
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'house/jsx-a11y',
    files: frontEnd('**/*.tsx'),
    ...jsxA11y.flatConfigs.recommended,
  },

  {
    name: 'house/file-names',
    files: ['**/*.{ts,tsx,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,cjs,mjs}': FILE_NAME },
        {
          errorMessage:
            'File name "{{ target }}" is not kebab-case (dotted kebab-case role suffixes such as .page, .resolvers, .test, .config are fine; App.tsx is the one exception)',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': 'KEBAB_CASE' },
        { errorMessage: 'Folder name "{{ target }}" is not kebab-case' },
      ],
    },
  },

  {
    // A regular expression on user text must run in time linear in its length: a pattern that backtracks (or is
    // retried at every position) in super-linear time lets one long field freeze the api.
    name: 'house/linear-regexps',
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },

  {
    // The mock backend stays split by domain (mocks/src/store): no one function grows into the whole api again.
    name: 'house/mocks-small-functions',
    files: ['mocks/src/**/*.{ts,tsx}'],
    // A test's describe block is a list of cases, not logic.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },

  {
    name: 'house/tests',
    files: TESTS,
    rules: {
      // Fakes and partial fixtures (a stubbed transport, half a GraphQL context) are typed loosely on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      // A test asserts presence by crashing on it; `!` after a lookup the test just made is not a production risk.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
]);
