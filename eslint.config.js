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
 * client, code flows components/lib/api → features → app, and features never import each other; in the server,
 * routes and auth → services → db.
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
  // The server (STYLE.md): route → service → db. better-auth's configuration (auth/) stands where routes stand:
  // its hooks, like route handlers, call services, so the rule keeps services from reaching back into it.
  {
    target: './src/server/routes',
    from: './src/server/db',
    message: 'Routes parse and authorise, then call a service; only services touch the database.',
  },
  {
    target: ['./src/server/services', './src/server/auth'],
    from: './src/server/routes',
    message: 'Services and the better-auth configuration never import routes.',
  },
  {
    target: './src/server/services',
    from: './src/server/auth',
    // Services are handed the configured instance (type Auth) as they are handed Db, to call its API.
    except: ['./auth.ts'],
    message: 'Services hold the rules; the better-auth configuration calls them, never the reverse.',
  },
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

/** One request path (issue 18): paths and keys in src/client/api, `fetch` only in the api client. */
const apiPathMessage =
  'An /api/ path belongs to an operation in src/client/api/<resource>/<op>.ts; import the op.';
const fetchMessage = 'Requests go through src/client/lib/api-client.ts (language, cookies, error envelope).';
const queryKeyMessage = 'Query keys live in src/client/api/query-keys.ts; add the key there and use it.';

/**
 * One way at the leaves (docs/decisions/034): each restriction is its own rule, so no block drops another. Every
 * entry has a probe in lint/probes.test.ts, a file that must fail with it.
 * @type {import('./lint/restrictions.js').Restriction[]}
 */
export const restrictions = [
  {
    name: 'main-in-layouts',
    patterns: [
      {
        selector: "JSXOpeningElement[name.name='main']",
        message:
          'Only layouts render <main>: use ContentPage (src/client/components/content-page.tsx), or the settings or admin shell.',
      },
    ],
    files: ['src/client/**/*.tsx'],
    ignores: [
      ...tests,
      'src/client/components/content-page.tsx',
      'src/client/features/settings/settings-shell.tsx',
      'src/client/features/admin/admin-shell.tsx',
    ],
  },
  {
    name: 'api-paths-in-client-api',
    patterns: [
      {
        selector: 'Literal[value=/^\\/api\\//]',
        message: apiPathMessage,
      },
      {
        selector: 'TemplateElement[value.raw=/^\\/api\\//]',
        message: apiPathMessage,
      },
    ],
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/client/api/**'],
  },
  {
    name: 'fetch-in-api-client',
    patterns: [
      {
        selector: "CallExpression[callee.name='fetch']",
        message: fetchMessage,
      },
      {
        selector:
          "CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch']",
        message: fetchMessage,
      },
      {
        selector: "NewExpression[callee.name='XMLHttpRequest']",
        message: fetchMessage,
      },
    ],
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/client/lib/api-client.ts'],
  },
  {
    name: 'query-keys-in-registry',
    patterns: [
      {
        selector: "Property[key.name='queryKey'] > ArrayExpression",
        message: queryKeyMessage,
      },
      {
        selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
        message: queryKeyMessage,
      },
      {
        selector: 'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > ArrayExpression',
        message: queryKeyMessage,
      },
      {
        selector: "CallExpression[callee.name='refreshQueries'] > ArrayExpression > ArrayExpression",
        message: queryKeyMessage,
      },
    ],
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/client/api/query-keys.ts'],
  },
  {
    name: 'one-permission-check',
    patterns: [
      {
        selector: "CallExpression[callee.name='can']",
        message: 'Ask useCan(action) or useCanActOn(member, action) from @/client/api/workspace/use-can.',
      },
      {
        selector:
          "CallExpression[callee.property.name='includes'][callee.object.property.name='permissions']",
        message: 'Ask useCan(action) from @/client/api/workspace/use-can.',
      },
      {
        selector:
          'ImportDeclaration[source.value=/shared\\/permissions$/] > ImportSpecifier[imported.name=/^(can|mayActOn|canActOnMember|grantableRoles|permissionsOf)$/]',
        message: 'The permission rules reach the client through @/client/api/workspace/use-can only.',
      },
    ],
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/client/api/workspace/use-can.ts'],
  },
  {
    name: 'no-role-literal-comparison',
    patterns: [
      {
        selector:
          'BinaryExpression[operator=/^[!=]==$/] > Literal[value=/^(owner|admin|editor|collaborator)$/]',
        message:
          'Ask useCan(action), useCanActOn(member, action) or adminActionsFor(actor, target); to show a role, look it up in a record keyed by role.',
      },
      {
        selector: 'SwitchCase > Literal.test[value=/^(owner|admin|editor|collaborator)$/]',
        message: 'Ask useCan(action), useCanActOn(member, action) or adminActionsFor(actor, target).',
      },
    ],
    files: ['src/client/**/*.{ts,tsx}'],
  },
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
    name: 'one-html-escaper',
    patterns: [
      {
        selector: "Literal[value='&amp;']",
        message: 'Escape HTML and XML with escapeHtml from src/shared/escape-html.ts, the one escaper.',
      },
    ],
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['src/shared/escape-html.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
  {
    name: 'one-plural-rule',
    patterns: [
      {
        selector: 'BinaryExpression[operator=/^(===|!==|<=|>)$/] > Literal.right[value=1]',
        message:
          "A count's form comes from plural(language, count, { one, other }) in src/shared/i18n/plural.ts (CLDR rules), not a comparison with 1.",
      },
    ],
    files: ['src/shared/i18n/**/*.ts'],
    ignores: ['src/shared/i18n/**/*.test.ts'],
  },
  {
    name: 'plural-by-count',
    patterns: [
      {
        selector:
          ':matches(ConditionalExpression > BinaryExpression.test, CallExpression > BinaryExpression.arguments)[operator=/^(===|!==)$/] > Literal.right[value=1]',
        message:
          'Pass the count to the message; it picks its form with plural() from src/shared/i18n/plural.ts, not a comparison with 1.',
      },
    ],
    files: ['src/client/**/*.{ts,tsx}'],
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
