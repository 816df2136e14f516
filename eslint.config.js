import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'drizzle',
      'bench/.tmp',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['tailwind-merge'], message: 'cn() is clsx only; see src/client/lib/cn.ts.' }],
        },
      ],
    },
  },
  {
    // Code flows one way: shared ← server, shared ← client; the two sides never import each other.
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@/client/*', '@/server/*', '../client/*', '../server/*'] },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/server/*', '**/server/*'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/client/*', '**/client/*'] }] },
  },
);
