import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { restrictionBlocks } from './lint/restrictions.js';

const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers (docs/decisions/015): shared imports neither side; the two sides never import each other; in the
 * client, code flows components/lib/api → features → app, and features never import each other.
 */
const zones = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'src/shared is used by both sides and imports neither.',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  {
    target: ['./src/client/components', './src/client/lib', './src/client/api'],
    from: ['./src/client/features', './src/client/app'],
    message: 'Components, lib and api sit below features and app.',
  },
  { target: './src/client/features', from: './src/client/app', message: 'Features do not import the app.' },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in a route module (src/client/app).',
  })),
];

const tailwindMerge = { group: ['tailwind-merge'], message: 'cn() is clsx only; see src/client/lib/cn.ts.' };
const englishCopy = {
  group: ['**/i18n/en/*', '**/i18n/en'],
  allowTypeImports: true,
  message: 'Import copy from @/shared/i18n/messages/<area>, which follows the chosen language.',
};
const routerNavigation = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'useNavigate', 'useLocation'],
  message:
    'Use @/client/lib/navigation/navigation: public pages run without React Router (docs/decisions/026).',
};
/** Only the navigation module, the layouts that run React Router, and the test harness may use its links. */
const routerOwners = [
  'src/client/lib/navigation/**',
  'src/client/app/routes/layouts/**',
  'src/client/app/router.tsx',
  'src/client/test/**',
];
const tests = ['src/**/*.test.{ts,tsx}', 'src/**/test/**'];

/**
 * One way at the leaves (docs/decisions/034): each restriction is its own rule, so no block drops another. Every
 * entry has a probe in lint/probes.test.ts, a file that must fail with it.
 * @type {import('./lint/restrictions.js').Restriction[]}
 */
export const restrictions = [
  {
    name: 'schema-caps',
    patterns: [
      {
        selector:
          "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal, JSXAttribute[name.name='maxLength'] > Literal",
        message:
          'An input cap is the schema’s named limit (maxLength={workspaceNameMaxLength}), exported beside it in src/shared.',
      },
    ],
    files: ['src/client/**/*.tsx'],
    ignores: tests,
  },
  {
    name: 'schema-forms',
    patterns: [
      {
        selector:
          "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='onSubmit'] > JSXExpressionContainer > :matches(ArrowFunctionExpression, FunctionExpression)",
        message: 'A submit form is useSchemaForm on the shared schema: onSubmit={form.handleSubmit(save)}.',
      },
      {
        selector: "TSTypeReference[typeName.name='FormEvent']",
        message: 'A submit handler comes from useSchemaForm’s handleSubmit, which takes care of the event.',
      },
    ],
    files: ['src/client/**/*.tsx'],
    ignores: [
      ...tests,
      // Asks before an action; the forms with fields pass it their handleSubmit as onConfirm.
      'src/client/components/confirm-dialog.tsx',
      // Not converted yet (issue 18): the onboarding steps' own submit handlers.
      'src/client/features/onboarding/onboarding-step.tsx',
      'src/client/features/onboarding/steps/invite-step.tsx',
      'src/client/features/onboarding/steps/data-streams-step.tsx',
    ],
  },
];

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [tailwindMerge] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may reach across layers (a screen's test renders its route module).
    files: ['src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // Copy is read through the language-following accessors; the English modules are the catalogue's source.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/shared/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [tailwindMerge, englishCopy] }] },
  },
  // Links and moves go through our navigation module, which works with or without React Router. A later
  // block replaces the rule's options, so each repeats the patterns its files already had.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [...routerOwners, ...tests],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [routerNavigation], patterns: [tailwindMerge, englishCopy] },
      ],
    },
  },
  {
    files: ['src/client/**/*.test.{ts,tsx}'],
    ignores: routerOwners,
    rules: { 'no-restricted-imports': ['error', { paths: [routerNavigation], patterns: [tailwindMerge] }] },
  },
  ...restrictionBlocks(restrictions),
);
