import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The decision index (docs/decisions/README.md) is read off the records: number, title and the record's own
 * Status line, so a record marked superseded shows as superseded in the index. `npx tsx scripts/decision-index.ts`
 * rewrites the table (then `npx prettier --write docs/decisions/README.md`); a test keeps the two in step.
 */
export type DecisionRow = { file: string; number: string; title: string; status: string };

export const decisionsDir = 'docs/decisions';
const indexFile = join(decisionsDir, 'README.md');

export function readDecisions(dir = decisionsDir): DecisionRow[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const heading = /^# (\d{3}): (.+)$/m.exec(text);
      const status = /^Status: (.+)$/m.exec(text);
      if (!heading || !status)
        throw new Error(`${file} needs a "# NNN: Title" heading and a "Status:" line.`);
      return { file, number: heading[1], title: heading[2].trim(), status: status[1].trim() };
    });
}

/** The rows of the index's table as written, cells trimmed. */
export function readIndexRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => /^\| \[\d{3}\]/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

export const indexRow = ({ file, number, title, status }: DecisionRow) => [
  `[${number}](${file})`,
  title,
  status,
];

export function renderIndex(text: string, rows: DecisionRow[]): string {
  const start = text.indexOf('| No.');
  if (start < 0) throw new Error('The index has no table.');
  const table = [
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${indexRow(row).join(' | ')} |`),
  ];
  return `${text.slice(0, start)}${table.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(indexFile, renderIndex(readFileSync(indexFile, 'utf8'), readDecisions()));
}
