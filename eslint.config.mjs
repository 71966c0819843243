import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', '.local/', 'frontend/dist/', 'test-results/', 'playwright-report/', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.tsx', 'frontend/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The API client takes answers as their schemas' output types without parsing them (the server proves they are,
    // functions/lib/http.ts): its modules import only types from the shared schemas, so pages without a form load no zod.
    files: ['frontend/src/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/schemas/*', 'zod', 'zod/*'], allowTypeImports: true, message: 'Import only types here (import type): a zod value would load zod on every page.' },
          ],
        },
      ],
    },
  },
  {
    // Amplify is loaded and configured on first use (frontend/src/auth/amplify.ts): a value imported
    // from it directly would load it on every page, or call it before it is configured.
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    ignores: ['frontend/src/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['aws-amplify', 'aws-amplify/*'], allowTypeImports: true, message: 'Call Amplify through amplifyAuth() (auth/amplify.ts); import only types here.' }] },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
