// ESLint: TypeScript rules, React hooks, and import boundaries in the shape of
// bulletproof-react: shared code (components, config, lib, locales) imports only shared
// code; entity definitions (src/entities) import shared code; the generic entity screens
// and the screens several features show (src/components/{entity,form,screens}) import
// the entities; a domain (src/domains/<d>: every screen and model of one business area)
// imports src/lib, src/components, src/config, the entities and itself, and of another
// domain only its index; a feature imports shared code, the entities, itself and a
// domain's index, never another feature, a domain's insides or the app;
// the app imports anything.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A domain's public face: the one file of src/domains/<d> code outside it may import. */
const DOMAIN_INDEX = 'index.ts';

/** Files that may read an Access list (see below). */
const ACCESS_EXEMPT = [
  'src/lib/access.ts',
  'src/lib/data/**',
  'src/features/people/AccessEditor.tsx',
  'src/components/screens/audit/describe.ts',
];
/** Files that may write a query key as an array. */
const KEYS_EXEMPT = ['src/lib/query/keys.ts', 'src/lib/data/queries.ts'];

const ACCESS_SELECTORS = [
  "CallExpression[callee.property.name='includes'][arguments.0.name='ALL_ACCESS']",
  "CallExpression[callee.property.name='includes'][arguments.0.value='All']",
  "CallExpression[callee.property.name='includes'][callee.object.property.name='access']",
  "CallExpression[callee.property.name='includes'][callee.object.name='access']",
].map((selector) => ({
  selector,
  message: 'Ask can() of src/lib/access.ts (useCan) instead of reading an Access list.',
}));

const KEY_SELECTORS = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Take the key from src/lib/query/keys.ts or a queryOptions factory (src/lib/data/queries.ts).',
  },
  {
    selector: "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0]",
    message: 'Invalidate the keys a write changed (invalidates / afterWrite), never the whole cache.',
  },
];

/** Tests: no fixed sleeps (docs/testing.md). */
const NO_WAIT_FOR_TIMEOUT = {
  selector: "CallExpression[callee.property.name='waitForTimeout']",
  message: 'Wait for a condition a person waits for (docs/testing.md), not a time.',
};
const NO_SLEEP = {
  selector: "AwaitExpression > NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
  message: 'A sleep: wait for the condition instead (docs/testing.md; expect.poll, waitFor, networkQuiet).',
};
/** Rules tests: the slow way around the rules. */
const NO_RULES_DISABLED = {
  selector: "CallExpression[callee.property.name='withSecurityRulesDisabled']",
  message:
    'Use ownerDb(env) from tests/rules/helpers.ts: withSecurityRulesDisabled opens a new app and connection on every call.',
};

/** The no-restricted-syntax configs: access and key selectors where each applies. */
function restrictedSyntax() {
  const rule = (selectors) => ({ 'no-restricted-syntax': ['error', ...selectors] });
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: [...ACCESS_EXEMPT, ...KEYS_EXEMPT],
      rules: rule([...ACCESS_SELECTORS, ...KEY_SELECTORS]),
    },
    { files: ACCESS_EXEMPT, ignores: KEYS_EXEMPT, rules: rule(KEY_SELECTORS) },
    { files: KEYS_EXEMPT.filter((f) => !f.startsWith('src/lib/data/')), rules: rule(ACCESS_SELECTORS) },
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.cache', '.emulator-data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'domain', pattern: 'src/domains/*', capture: ['domain'] },
        { type: 'entities', pattern: 'src/entities' },
        { type: 'entityUi', pattern: ['src/components/entity', 'src/components/form', 'src/components/screens'] },
        { type: 'shared', pattern: ['src/components', 'src/config', 'src/lib'] },
        { type: 'bundled', pattern: ['src/locales', 'src/testing'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: [
                {
                  to: {
                    element: {
                      types: { anyOf: ['app', 'feature', 'domain', 'entities', 'entityUi', 'shared', 'bundled'] },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['shared', 'bundled'] } } } },
                { to: { element: { type: 'entities' } } },
                { to: { element: { type: 'entityUi' } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
                { to: { element: { type: 'domain', fileInternalPath: DOMAIN_INDEX } } },
              ],
            },
            // Domains (issue 46 item 4, docs/adding-an-entity.md "Where a domain's screens
            // live"): src/lib, src/components, src/config, the entities, the domain itself,
            // and another domain through its index only.
            {
              from: { element: { type: 'domain' } },
              allow: [
                { to: { element: { types: { anyOf: ['shared', 'entityUi', 'entities'] } } } },
                { to: { element: { type: 'domain', captured: { domain: '{{ from.captured.domain }}' } } } },
                { to: { element: { type: 'domain', fileInternalPath: DOMAIN_INDEX } } },
              ],
            },
            // Entity definitions use lib and config, and each other.
            {
              from: { element: { type: 'entities' } },
              allow: [{ to: { element: { types: { anyOf: ['entities', 'shared', 'bundled'] } } } }],
            },
            // Shared code stays below the entities; the generic entity screens and form
            // fields (entityUi) look definitions up by name in the registry.
            {
              from: { element: { types: { anyOf: ['shared', 'bundled'] } } },
              allow: [{ to: { element: { types: { anyOf: ['shared', 'bundled'] } } } }],
            },
            {
              from: { element: { type: 'entityUi' } },
              allow: [{ to: { element: { types: { anyOf: ['entityUi', 'entities', 'shared', 'bundled'] } } } }],
            },
          ],
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  // One data seam (issue 31): only the data layer (src/lib/data) and the Firebase set-up
  // (src/lib/firebase) query Firestore; screens, features and the session ask the data
  // layer. Types (a definition's DocumentData) may be imported anywhere.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/data/**', 'src/lib/firebase/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase/firestore',
                'firebase/firestore/*',
                '@/lib/firebase/firestore',
                '@/lib/firebase/liveFirestore',
              ],
              allowTypeImports: true,
              message: 'Query Firestore through the data layer (src/lib/data), the one data seam.',
            },
            {
              group: ['@/lib/data/api', '@/lib/data/api*', '@/lib/data/live'],
              allowTypeImports: true,
              message:
                'Read and write documents through the data provider (src/lib/data/provider.ts) and its queries (src/lib/data/queries.ts).',
            },
          ],
        },
      ],
    },
  },
  // One access decision (issue 31): screens ask can() (src/lib/access.ts, useCan, <Can>),
  // never look into an Access list themselves. The data layer reads stored Access, the
  // Access editor and the trail's wording of Access changes handle Access values.
  // Keys per resource (issue 31 item 2): a query key comes from src/lib/query/keys.ts or
  // a queryOptions factory of src/lib/data/queries.ts, never an array written in a
  // screen; every invalidation names its key. (One no-restricted-syntax per file: ESLint
  // keeps only the last, so the two lists are combined per group of files.)
  ...restrictedSyntax(),
  // Small files (issue 46 item 4): a file in src holds one concern a newcomer can read
  // through, at most 400 lines. Every line counts, blank lines and comments too (the
  // figure is what `wc -l` prints, and a reader reads the comments). A file that truly
  // must be longer says why in an `eslint-disable max-lines -- <reason>` at its top.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // No fixed sleeps in tests (docs/testing.md): a test waits for what a person waits for
  // (a heading, a request answered, networkQuiet, animationsDone), never a time.
  // (One no-restricted-syntax per file, as above: each group of test files lists all of its
  // selectors.)
  { files: ['tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', NO_WAIT_FOR_TIMEOUT] } },
  {
    files: ['tests/e2e/**/*.ts', 'tests/integration/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_WAIT_FOR_TIMEOUT, NO_SLEEP] },
  },
  // The rules tests bypass the rules through ownerDb (tests/rules/helpers.ts), one
  // connection per environment, never withSecurityRulesDisabled.
  {
    files: ['tests/rules/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_WAIT_FOR_TIMEOUT, NO_RULES_DISABLED] },
  },
);
