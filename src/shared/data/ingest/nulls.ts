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

const longestToken = Math.max(...nullTokens.map((token) => token.length));
const digitToken = nullTokens.some((token) => /^\d/.test(token));
/** Printable ASCII other than the space: what `trim` never removes. */
const kept = (code: number) => code > 32 && code < 127;

/** The first characters of the tokens, in either case: a cell that starts otherwise (and not blank) is none. */
const tokenStarts = new Set(
  nullTokens.filter(Boolean).flatMap((token) => [token.charCodeAt(0), token.toUpperCase().charCodeAt(0)]),
);
/** Characters `trim` may remove: ASCII controls and space, and Unicode's spaces (`\s`, which has the BOM). */
const maybeSpace = (code: number) => code <= 32 || (code > 126 && /\s/.test(String.fromCharCode(code)));

export const isMissing = (text: string): boolean => {
  // Most cells (numbers, words) need no trimming and cannot be a token: answered without building a string.
  const first = text.charCodeAt(0);
  if (kept(first) && kept(text.charCodeAt(text.length - 1))) {
    if (text.length > longestToken || (!digitToken && first >= 48 && first <= 57)) return false;
  }
  // Nor can a cell whose first character starts no token (lower-casing maps no other character to an ASCII one
  // that starts a token).
  if (text.length > 0 && !maybeSpace(first) && !tokenStarts.has(first)) return false;
  return tokens.has(text.trim().toLowerCase());
};
