/**
 * Cell texts that mean "no value", compared trimmed and case-blind: what spreadsheets, R, pandas and databases
 * write for a missing value (agate's and pandas' defaults, plus the dash and question mark of hand-made tables).
 */
export const nullTokens: readonly string[] = [
  '',
  'na',
  'n/a',
  'n.a.',
  'nan',
  'null',
  '(null)',
  'none',
  'nil',
  'missing',
  '#n/a',
  '#null!',
  '-',
  '--',
  '?',
  '.',
  // PostgreSQL's and MySQL's text exports.
  '\\n',
];

const tokens = new Set(nullTokens);

export const isMissing = (text: string): boolean => tokens.has(text.trim().toLowerCase());
