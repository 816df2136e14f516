/**
 * A PostgreSQL lexer just deep enough to tell where statements, strings and comments are (docs/decisions/
 * 055-postgres-source.md): it follows the server's scanner (`src/backend/parser/scan.l`) for quotes, `E''` escapes,
 * dollar quoting, nested comments and parameters, and assumes `standard_conforming_strings` is on, which the
 * reader sets for the transaction that runs the query.
 */
export type SqlToken = {
  kind: 'word' | 'quoted-identifier' | 'string' | 'number' | 'parameter' | 'operator' | 'punctuation';
  /** Words in lower case; anything else as written. */
  text: string;
  /** Where the token starts in the query, in UTF-16 units. */
  at: number;
};

export type LexResult = { ok: true; tokens: SqlToken[] } | { ok: false; unterminated: 'string' | 'comment' };

/** PostgreSQL's own whitespace; anything from U+0080 on is part of an identifier, as in the server. */
const isSpace = (char: string) => /[ \t\n\r\f\v]/.test(char);
const isWordStart = (char: string) => /[A-Za-z_\u0080-\uffff]/.test(char);
const isWordPart = (char: string) => /[A-Za-z0-9_$\u0080-\uffff]/.test(char);
const operatorChars = '+-*/<>=~!@#%^&|`?';
const punctuationChars = '(),;[].:';
const dollarTag = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** The index just past a quoted run that starts at `start` (on its opening quote), or -1 when it never closes. */
function endOfQuoted(sql: string, start: number, quote: "'" | '"', backslashEscapes: boolean): number {
  let at = start + 1;
  while (at < sql.length) {
    const char = sql[at];
    if (backslashEscapes && char === '\\') at += 2;
    else if (char === quote && sql[at + 1] === quote) at += 2;
    else if (char === quote) return at + 1;
    else at += 1;
  }
  return -1;
}

/** The index just past a block comment opening at `start`; comments nest, as in PostgreSQL. */
function endOfComment(sql: string, start: number): number {
  let depth = 0;
  let at = start;
  while (at < sql.length) {
    if (sql.startsWith('/*', at)) {
      depth += 1;
      at += 2;
    } else if (sql.startsWith('*/', at)) {
      depth -= 1;
      at += 2;
      if (depth === 0) return at;
    } else at += 1;
  }
  return -1;
}

export function lexSql(sql: string): LexResult {
  const tokens: SqlToken[] = [];
  let at = 0;
  const push = (kind: SqlToken['kind'], end: number, text = sql.slice(at, end)) => {
    tokens.push({ kind, text, at });
    at = end;
  };
  while (at < sql.length) {
    const char = sql[at]!;
    const next = sql[at + 1] ?? '';
    if (isSpace(char)) {
      at += 1;
    } else if (char === '-' && next === '-') {
      // The server ends a line comment at a carriage return too: `--x\r; drop …` is two statements.
      const newline = sql.slice(at).search(/[\n\r]/);
      at = newline === -1 ? sql.length : at + newline + 1;
    } else if (char === '/' && next === '*') {
      const end = endOfComment(sql, at);
      if (end === -1) return { ok: false, unterminated: 'comment' };
      at = end;
    } else if (char === "'" || char === '"') {
      const end = endOfQuoted(sql, at, char, false);
      if (end === -1) return { ok: false, unterminated: 'string' };
      push(char === "'" ? 'string' : 'quoted-identifier', end);
    } else if (char === '$') {
      const parameter = /^\$\d+/.exec(sql.slice(at));
      const tag = parameter ? null : dollarTag.exec(sql.slice(at));
      if (parameter) push('parameter', at + parameter[0].length);
      else if (tag) {
        const close = sql.indexOf(tag[0], at + tag[0].length);
        if (close === -1) return { ok: false, unterminated: 'string' };
        push('string', close + tag[0].length);
      } else push('operator', at + 1);
    } else if (isWordStart(char)) {
      let end = at + 1;
      while (end < sql.length && isWordPart(sql[end]!)) end += 1;
      const word = sql.slice(at, end).toLowerCase();
      const quote = sql[end];
      // A string's prefix: E'' takes backslash escapes; B'', X'', N'' and U&'' do not. U&"" is an identifier.
      if (quote === "'" && ['e', 'b', 'x', 'n'].includes(word)) {
        const close = endOfQuoted(sql, end, "'", word === 'e');
        if (close === -1) return { ok: false, unterminated: 'string' };
        push('string', close);
      } else if (word === 'u' && sql[end] === '&' && (sql[end + 1] === "'" || sql[end + 1] === '"')) {
        const close = endOfQuoted(sql, end + 1, sql[end + 1] as "'" | '"', false);
        if (close === -1) return { ok: false, unterminated: 'string' };
        push(sql[end + 1] === "'" ? 'string' : 'quoted-identifier', close);
      } else push('word', end, word);
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(next))) {
      let end = at + 1;
      while (end < sql.length && /[0-9A-Za-z_.]/.test(sql[end]!)) end += 1;
      push('number', end);
    } else if (punctuationChars.includes(char)) {
      push('punctuation', char === ':' && next === ':' ? at + 2 : at + 1);
    } else if (operatorChars.includes(char)) {
      let end = at + 1;
      while (
        end < sql.length &&
        operatorChars.includes(sql[end]!) &&
        !sql.startsWith('--', end) &&
        !sql.startsWith('/*', end)
      )
        end += 1;
      push('operator', end);
    } else {
      // Anything else (a backslash, a brace) is the server's to refuse; it cannot open a string or a comment.
      push('operator', at + 1);
    }
  }
  return { ok: true, tokens };
}
