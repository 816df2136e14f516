import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { restrictions } from '../eslint.config.js';

/**
 * Each restriction in eslint.config.js has a probe: a file at a path the rule covers that must fail with that rule,
 * so a rule that stops matching (a renamed folder, a broken selector) fails here instead of going quiet.
 */
type Probe = { rule: string; filePath: string; code: string };

export const probes: Probe[] = [
  {
    rule: 'main-in-layouts',
    filePath: 'src/client/features/x/probe.tsx',
    code: 'export const Probe = () => <main id="main" />;\n',
  },
  {
    rule: 'main-in-layouts',
    filePath: 'src/client/app/routes/probe.tsx',
    code: 'export default function Probe() {\n  return <main id="main" />;\n}\n',
  },
  {
    rule: 'api-paths-in-client-api',
    filePath: 'src/client/features/x/probe.ts',
    code: "export const path = '/api/workspace/datasets';\n",
  },
  {
    rule: 'api-paths-in-client-api',
    filePath: 'src/client/lib/probe.ts',
    code: 'export const path = (id: string) => `/api/workspace/datasets/${id}`;\n',
  },
  {
    rule: 'fetch-in-api-client',
    filePath: 'src/client/api/x/probe.ts',
    code: "export const load = () => fetch('/somewhere');\n",
  },
  {
    rule: 'fetch-in-api-client',
    filePath: 'src/client/features/x/probe.ts',
    code: "export const load = () => window.fetch('/somewhere');\n",
  },
  {
    rule: 'query-keys-in-registry',
    filePath: 'src/client/api/x/probe.ts',
    code: "export const options = { queryKey: ['workspace', 'billing'], queryFn: () => null };\n",
  },
  {
    rule: 'query-keys-in-registry',
    filePath: 'src/client/features/x/probe.ts',
    code: "export const options = { queryKey: ['account', 'deletion'] as const, queryFn: () => null };\n",
  },
  {
    rule: 'one-permission-check',
    filePath: 'src/client/features/members/probe.tsx',
    code: "import { can } from '@/shared/permissions';\nexport const canInvite = (role: 'owner') => can(role, 'member:invite');\n",
  },
  {
    rule: 'one-permission-check',
    filePath: 'src/client/features/playground/probe.tsx',
    code: "export const canSave = (workspace: { permissions: string[] }) => workspace.permissions.includes('dataset:create');\n",
  },
  {
    rule: 'no-role-literal-comparison',
    filePath: 'src/client/features/members/probe.tsx',
    code: "export const isOwner = (member: { role: string }) => member.role === 'owner';\n",
  },
  {
    rule: 'no-role-literal-comparison',
    filePath: 'src/client/features/admin/probe.tsx',
    code: "export const mayBan = (user: { role: string }) => 'admin' !== user.role;\n",
  },
  {
    rule: 'schema-caps',
    filePath: 'src/client/features/profile/probe.tsx',
    code: 'export const Probe = () => <input maxLength={100} />;\n',
  },
  {
    rule: 'schema-forms',
    filePath: 'src/client/features/feedback/probe.tsx',
    code: 'export const Probe = () => <form onSubmit={(event) => event.preventDefault()} />;\n',
  },
  {
    rule: 'schema-forms',
    filePath: 'src/client/features/feedback/probe.tsx',
    code: "import type { FormEvent } from 'react';\nexport const save = (event: FormEvent) => event.preventDefault();\n",
  },
  {
    rule: 'one-plural-rule',
    filePath: 'src/shared/i18n/en/probe.ts',
    code: "export const count = (count: number) => `${count} ${count === 1 ? 'app' : 'apps'}`;\n",
  },
  {
    rule: 'one-plural-rule',
    filePath: 'src/shared/i18n/de/probe.ts',
    code: "export const expires = (days: number) => (days <= 1 ? 'heute' : `in ${days} Tagen`);\n",
  },
  {
    rule: 'plural-by-count',
    filePath: 'src/client/features/x/probe.tsx',
    code: "export const label = (count: number) => (count === 1 ? 'row' : 'rows');\n",
  },
  {
    rule: 'plural-by-count',
    filePath: 'src/client/features/x/probe.ts',
    code: 'export const many = (count: number, say: (many: boolean) => string) => say(count !== 1);\n',
  },
  {
    rule: 'one-html-escaper',
    filePath: 'src/server/mail/templates/probe.ts',
    code: "export const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');\n",
  },
  {
    rule: 'one-html-escaper',
    filePath: 'scripts/probe.ts',
    code: "const entities = { '&': '&amp;' };\nexport default entities;\n",
  },
];

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesFailing({ filePath, code }: Probe): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('lint restrictions', () => {
  it('has a probe for every restriction', () => {
    const probed = new Set(probes.map((probe) => probe.rule));
    expect(restrictions.map(({ name }) => name).filter((name) => !probed.has(name))).toEqual([]);
  });

  it.each(probes)('$rule fails $filePath', { timeout: 60_000 }, async (probe) => {
    expect(await rulesFailing(probe)).toContain(`tessera/${probe.rule}`);
  });
});

/**
 * The server's import zones (`zones` in eslint.config.js, import-x/no-restricted-paths): route → service → db, and
 * the better-auth configuration calls services, never the reverse. Each crossing must fail; each allowed direction
 * must not, so a zone that grows too wide fails here too.
 */
type LayerProbe = { name: string; filePath: string; from: string };

const crossings: LayerProbe[] = [
  { name: 'routes ↛ db', filePath: 'src/server/routes/probe.ts', from: '../db/client' },
  {
    name: 'routes ↛ db (nested, alias)',
    filePath: 'src/server/routes/workspace/probe.ts',
    from: '@/server/db/schema/index',
  },
  { name: 'services ↛ routes', filePath: 'src/server/services/probe.ts', from: '../routes/health' },
  { name: 'auth ↛ routes', filePath: 'src/server/auth/probe.ts', from: '../routes/health' },
  {
    name: 'services ↛ auth',
    filePath: 'src/server/services/account/probe.ts',
    from: '../../auth/session-lookup',
  },
];

const allowed: LayerProbe[] = [
  {
    name: 'routes → services',
    filePath: 'src/server/routes/probe.ts',
    from: '../services/workspace/membership',
  },
  { name: 'services → db', filePath: 'src/server/services/probe.ts', from: '../db/client' },
  { name: 'auth → services', filePath: 'src/server/auth/probe.ts', from: '../services/workspace/membership' },
  {
    name: 'services → the Auth type',
    filePath: 'src/server/services/account/probe.ts',
    from: '../../auth/auth',
  },
];

const importing = ({ filePath, from }: LayerProbe) => ({
  rule: 'import-x/no-restricted-paths',
  filePath,
  code: `import * as layer from '${from}';\n\nexport const probe = layer;\n`,
});

describe('server layers', () => {
  it.each(crossings)('$name fails $filePath', { timeout: 60_000 }, async (probe) => {
    expect(await rulesFailing(importing(probe))).toContain('import-x/no-restricted-paths');
  });

  it.each(allowed)('$name passes $filePath', { timeout: 60_000 }, async (probe) => {
    expect(await rulesFailing(importing(probe))).not.toContain('import-x/no-restricted-paths');
  });
});
