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
