import { lexSql, type SqlToken } from './sql-lexer';

/** The longest query a PostgreSQL source may run, in characters. */
export const maxSourceQueryLength = 10_000;

/**
 * Why a source's query is refused, for the UI to translate: the query is empty, longer than
 * `maxSourceQueryLength`, has a string, quoted name or comment that never closes, more than one statement,
 * unbalanced parentheses, is not a query (SELECT, WITH … SELECT, VALUES, TABLE), changes data (INSERT, UPDATE,
 * DELETE, MERGE, also inside WITH), writes a table (SELECT … INTO), locks rows (FOR UPDATE / SHARE), or has `$1`
 * parameters, which a stream has no values for.
 */
export const sourceQueryRefusals = [
  'empty',
  'too-long',
  'unterminated',
  'multiple-statements',
  'unbalanced-parentheses',
  'not-a-query',
  'data-modifying',
  'select-into',
  'locking-clause',
  'parameters',
] as const;
export type SourceQueryRefusal = (typeof sourceQueryRefusals)[number];

export type SourceQueryCheck =
  /** `sql`: the one statement, without its closing semicolons and what follows them (comments only). */
  { ok: true; sql: string } | { ok: false; reason: SourceQueryRefusal };

const queryStarts = new Set(['select', 'with', 'values', 'table']);
const dataModifying = new Set(['insert', 'update', 'delete', 'merge']);
const lockStrengths = new Set(['update', 'share', 'no', 'key']);

/** Parentheses that close before they open, or stay open, are refused: the query is wrapped in a subquery. */
function balanced(tokens: readonly SqlToken[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind !== 'punctuation') continue;
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** What a word refuses, wherever it stands (a CTE's body, a subquery): conservative, a column so named is quoted. */
function refusalOfWords(tokens: readonly SqlToken[]): SourceQueryRefusal | null {
  for (const [index, token] of tokens.entries()) {
    if (token.kind === 'parameter') return 'parameters';
    if (token.kind !== 'word') continue;
    if (token.text === 'for' && lockStrengths.has(tokens[index + 1]?.text ?? '')) return 'locking-clause';
    if (dataModifying.has(token.text)) return 'data-modifying';
    if (token.text === 'into') return 'select-into';
  }
  return null;
}

/**
 * Whether `sql` is one read-only query a PostgreSQL source may run. A check of tokens, not a parse: the reader
 * does not rely on it alone (read-only transaction, extended protocol, statement timeout, the role's privileges;
 * docs/decisions/055-postgres-source.md).
 */
export function validateSourceQuery(sql: string): SourceQueryCheck {
  if (sql.length > maxSourceQueryLength) return { ok: false, reason: 'too-long' };
  const lexed = lexSql(sql);
  if (!lexed.ok) return { ok: false, reason: 'unterminated' };
  const { tokens } = lexed;
  const end = tokens.findIndex((token) => token.kind === 'punctuation' && token.text === ';');
  const statement = end === -1 ? tokens : tokens.slice(0, end);
  if (statement.length === 0) return { ok: false, reason: 'empty' };
  const after = end === -1 ? [] : tokens.slice(end);
  if (after.some((token) => !(token.kind === 'punctuation' && token.text === ';')))
    return { ok: false, reason: 'multiple-statements' };
  if (!balanced(statement)) return { ok: false, reason: 'unbalanced-parentheses' };
  const first = statement.find((token) => !(token.kind === 'punctuation' && token.text === '('));
  if (!first || first.kind !== 'word' || !queryStarts.has(first.text))
    return { ok: false, reason: 'not-a-query' };
  const refusal = refusalOfWords(statement);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, sql: end === -1 ? sql : sql.slice(0, tokens[end]!.at) };
}
