import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
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
          ],
        },
      ],
    },
  },
);
