import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionsDir, indexRow, readDecisions, readIndexRows } from './decision-index';

describe('the decision index', () => {
  it('lists every record with its title and its own Status line', () => {
    const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
    // Run `npx tsx scripts/decision-index.ts && npx prettier --write docs/decisions/README.md` to rewrite it.
    expect(readIndexRows(index)).toEqual(readDecisions().map(indexRow));
  });

  it('shows a superseded record as superseded', () => {
    const superseded = readDecisions().filter((row) => /superseded/i.test(row.status));
    expect(superseded.map((row) => row.number)).toEqual(expect.arrayContaining(['011', '012', '016']));
  });
});
