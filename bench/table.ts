import type { SectionResult, Table } from './figures';

const width = (text: string) => [...text].length;

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function renderTable(table: Table): string {
  const all = [table.head, ...table.rows];
  const widths = table.head.map((_, column) => Math.max(...all.map((row) => width(row[column] ?? ''))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  if (table.title) out.push(table.title);
  out.push(line(table.head), widths.map((w) => '─'.repeat(w)).join('  '));
  out.push(...table.rows.map(line));
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

export function renderSection(section: SectionResult): string {
  const heading = `== ${section.title} `.padEnd(100, '=');
  return [heading, ...section.tables.map(renderTable)].join('\n\n');
}
