import type { Fact } from '@/client/components/fact-list';
import type { Dialect } from '@/shared/data/ingest/sniff';
import type { ImportReport } from '@/shared/data/profile/types';
import { dataImportMessages } from '@/shared/i18n/messages/data-import';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';

/** A delimiter or mark as a reader can see it: a tab or a space named, anything else quoted. */
const mark = (char: string) =>
  char === '\t' ? datasetsMessages.dialect.tab : char === ' ' ? datasetsMessages.dialect.space : `“${char}”`;

/** The dialect a file was read with, in words: "delimiter “;”, quote “"”, header row, decimal “,”". */
export function describeDialect(dialect: Dialect): string {
  const copy = datasetsMessages.dialect;
  return [
    copy.delimiter(mark(dialect.delimiter)),
    copy.quote(mark(dialect.quote)),
    dialect.header ? copy.header : copy.noHeader,
    copy.decimal(mark(dialect.decimal)),
    ...(dialect.thousands ? [copy.thousands(mark(dialect.thousands))] : []),
  ].join(', ');
}

/** The encoding a file was read with, by its usual name; none for a workbook. */
export const describeEncoding = (report: ImportReport) =>
  report.encoding ? dataImportMessages.settings.encodings[report.encoding] : undefined;

/** How a file was read, as facts: its format, and its encoding, dialect and sheet where it has them. */
export function readFacts(report: ImportReport): Fact[] {
  const copy = datasetsMessages.facts;
  const encoding = describeEncoding(report);
  return [
    [copy.format, report.format.toUpperCase()],
    ...(encoding ? [[copy.encoding, encoding] satisfies Fact] : []),
    ...(report.dialect ? [[copy.dialect, describeDialect(report.dialect)] satisfies Fact] : []),
    ...(report.sheet ? [[copy.sheet, report.sheet] satisfies Fact] : []),
  ];
}
