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
