import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of web/src and the domain package (docs/architecture.md#layers). Each file belongs to
 * the first element whose pattern matches it; `feature` is one per folder of web/src/features.
 */
const elements = [
  { type: 'app', pattern: 'web/src/app' },
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'server', pattern: 'web/src/server' },
  { type: 'sw', pattern: 'web/src/sw' },
  { type: 'data', pattern: 'web/src/data' },
  { type: 'lib', pattern: 'web/src/lib' },
  { type: 'ui', pattern: 'web/src/ui' },
  { type: 'config', pattern: 'web/src/config' },
  { type: 'i18n', pattern: 'web/src/i18n' },
  // What is left at web/src's root: the document, the route table and the entries of the public
  // site and the back office, which compose the app too.
  { type: 'app', pattern: 'web/src' },
  { type: 'domain', pattern: 'domain/src' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * The admin's paged lists in web/src/data, and the modules only the back office loads (the trash,
 * versions, the team, the log), kept apart from what public pages load.
 */
const ADMIN_LIST_MODULES = [
  'admin-paging',
  'admin-lists',
  'inbox',
  'application-lists',
  'trash',
  'document-versions',
  'team',
  'activity-log',
];

const typeScriptResolver = { typescript: { project: 'web/tsconfig.json' } };

const to = (...types) => ({ to: { element: { type: types } } });

/** Who may import whom; anything not allowed here is refused. */
const layerPolicies = [
  // The composition root: the router lazily imports feature pages by their own files.
  {
    from: { element: { type: 'app' } },
    allow: to('app', 'feature', 'server', 'ui', 'data', 'lib', 'config', 'i18n', 'domain'),
  },
  // A page's route module (React Router's framework mode, web/src/routes.ts) composes its page
  // with the server's reads and the shared error page; the framework keeps its loader, and what
  // only the loader imports, out of the browser's code.
  {
    from: { element: { type: 'feature', fileInternalPath: '*.route.{ts,tsx}' } },
    allow: [
      ...[to('server')],
      {
        to: {
          element: { type: 'feature', captured: { feature: 'layout' }, fileInternalPath: 'PageError.tsx' },
        },
      },
    ],
  },
  // The server's reads run only in the render Function, never in a browser.
  { from: { element: { type: 'server' } }, allow: to('server', 'config', 'domain') },
  // The service worker knows the site's addresses, nothing of the app.
  { from: { element: { type: 'sw' } }, allow: to('sw', 'config', 'domain') },
  { from: { element: { type: 'feature' } }, allow: to('ui', 'data', 'lib', 'config', 'i18n', 'domain') },
  {
    // Another feature only through its entry file (features/<name>/index.ts), which re-exports
    // what other features use; imports inside one feature are not checked.
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
  },
  {
    // A page another feature preloads is imported by its own file, a lazy chunk of its own: a
    // dynamic import of the entry file would load everything the entry names.
    from: { element: { type: 'feature' } },
    allow: {
      to: { element: { type: 'feature', fileInternalPath: '*Page.tsx' } },
      dependency: { nodeKind: 'dynamic-import' },
    },
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'lib', fileInternalPath: 'firestore.ts' } } },
    message: 'Features reach Firestore through web/src/data, never lib/firestore.',
  },
  { from: { element: { type: 'data' } }, allow: to('lib', 'config', 'domain') },
  { from: { element: { type: 'lib' } }, allow: to('config') },
  { from: { element: { type: 'ui' } }, allow: to('config', 'i18n', 'domain') },
  { from: { element: { type: 'i18n' } }, allow: to('config', 'domain') },
  // The domain is shared with Functions and tests: it imports nothing of ours (no policy allows it).
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'web/build',
      'web/.react-router',
      'functions/lib',
      '.cache',
      'bench/results',
      'firebase.local.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components talk to Firestore only through the data modules (docs/architecture.md#code-style).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', 'firebase'],
              message: 'Only web/src/data and web/src/lib import the Firebase SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/data/**', 'web/src/lib/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The admin's paged lists stay out of the modules public forms load to submit (a collection's
    // own module): bundled together, a public page would download admin code
    // (docs/architecture.md#layers). Only the admin's list modules (and their own tests) build on
    // admin-paging.ts.
    files: ['web/src/data/**'],
    ignores: ADMIN_LIST_MODULES.flatMap((name) => [
      `web/src/data/${name}.ts`,
      `web/src/data/${name}.test.ts`,
    ]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ADMIN_LIST_MODULES.flatMap((name) => [`./${name}`, `@/data/${name}`]),
              message: "Only the admin's list modules and screens import the admin's paged lists.",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is shared with Functions and tests: plain TypeScript, no Firebase.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase*', 'firebase-admin*', 'react*'],
              message: 'domain has no Firebase or React import.',
            },
            {
              group: ['@/*', '@kigali/*', '**/web/**', '**/functions/**'],
              message:
                'domain imports nothing of ours: web and functions import it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's entry file only re-exports: the build treats it as free of side effects
    // (web/vite.config.ts), so any other statement in it would be dropped from the bundle.
    files: ['web/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: "A feature's entry file only re-exports: export { X } from './X'.",
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md#layers). Tests sit above them all and are left out: a
    // test may reach what it sets up.
    files: ['web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/test/**'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // import-x reads .ts and .tsx files only with its TypeScript settings.
      ...importX.flatConfigs.typescript.settings,
      // Both plugins resolve the `@/` alias (web/tsconfig.json) to the file it names.
      'import-x/resolver': typeScriptResolver,
      'import/resolver': typeScriptResolver,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
      // Packages cannot import back into our code: not walking them keeps the check fast. A lazy
      // page may import the table that loads it (features/admin/screens.tsx): a dynamic import runs
      // once both modules are evaluated, so only cycles of static imports are refused.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
);
