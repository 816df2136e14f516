import { describe, expect, it } from 'vitest';
import { maxSourceQueryLength, validateSourceQuery, type SourceQueryRefusal } from './validate-query';

const accepted: string[] = [
  'SELECT 1',
  'select id, name from customers where active order by id',
  'SELECT 1;',
  'SELECT 1;  -- the end',
  'SELECT 1 -- a comment without a newline',
  "WITH recent AS (SELECT * FROM orders WHERE placed_at > now() - interval '7 days') SELECT count(*) FROM recent",
  "VALUES (1, 'a'), (2, 'b')",
  'TABLE customers',
  '(SELECT 1) UNION ALL (SELECT 2)',
  // Semicolons and keywords inside strings, quoted names, comments and dollar quotes are text.
  "SELECT 'a; DROP TABLE x' AS note",
  'SELECT $$a; DELETE FROM x$$ AS note',
  "SELECT $body$ it's; $$ nested $$ ; $body$ AS note",
  'SELECT 1 AS "into", 2 AS "update; delete"',
  "SELECT E'it\\'s; insert' AS note",
  'SELECT 1 /* ; drop table x /* nested */ still a comment ; */ AS one',
  "SELECT U&'d\\0061t\\+000061' AS data",
  'SELECT a$b FROM (SELECT 1 AS a$b) AS t',
  'SELECT * FROM orders FOR READ ONLY',
  "SELECT substring('tessera' FROM 2 FOR 3)",
];

const refused: [string, SourceQueryRefusal][] = [
  ['', 'empty'],
  ['   \n\t', 'empty'],
  ['-- only a comment', 'empty'],
  [';', 'empty'],
  ['x'.repeat(maxSourceQueryLength + 1), 'too-long'],
  ['SELECT 1; DROP TABLE x', 'multiple-statements'],
  ['SELECT 1; SELECT 2', 'multiple-statements'],
  // A comment hides nothing: what follows its end is a second statement.
  ['SELECT 1 /* comment */; DELETE FROM x', 'multiple-statements'],
  ['SELECT 1 -- comment\n; DELETE FROM x', 'multiple-statements'],
  // The server ends a line comment at a carriage return too.
  ['SELECT 1 -- comment\r; DELETE FROM x', 'multiple-statements'],
  ["SELECT 'unterminated", 'unterminated'],
  ['SELECT "unterminated', 'unterminated'],
  ['SELECT 1 /* unterminated', 'unterminated'],
  ['SELECT $$unterminated', 'unterminated'],
  // E'' strings take backslash escapes: the quote is escaped, so the string never closes.
  ["SELECT E'\\'; DROP TABLE x; --", 'unterminated'],
  ['INSERT INTO x VALUES (1)', 'not-a-query'],
  ['DELETE FROM x', 'not-a-query'],
  ['UPDATE x SET a = 1', 'not-a-query'],
  ['DROP TABLE x', 'not-a-query'],
  ['CREATE TABLE x (a int)', 'not-a-query'],
  ["COPY (SELECT 1) TO PROGRAM 'id'", 'not-a-query'],
  ['EXPLAIN ANALYZE DELETE FROM x', 'not-a-query'],
  ['SET statement_timeout = 0', 'not-a-query'],
  ['"select" 1', 'not-a-query'],
  ['WITH d AS (DELETE FROM x RETURNING *) SELECT * FROM d', 'data-modifying'],
  ['WITH i AS (INSERT INTO x VALUES (1) RETURNING *) SELECT * FROM i', 'data-modifying'],
  ['WITH u AS (UPDATE x SET a = 1 RETURNING *) SELECT * FROM u', 'data-modifying'],
  ['WITH s AS (SELECT 1) DELETE FROM x', 'data-modifying'],
  ['SELECT * INTO copy_of_x FROM x', 'select-into'],
  ['SELECT * FROM x FOR UPDATE', 'locking-clause'],
  ['SELECT * FROM x FOR NO KEY UPDATE', 'locking-clause'],
  ['SELECT * FROM x FOR SHARE', 'locking-clause'],
  ['SELECT * FROM x for key share skip locked', 'locking-clause'],
  ['SELECT * FROM x WHERE id = $1', 'parameters'],
  ['SELECT (1', 'unbalanced-parentheses'],
  // Closing the wrapper's parenthesis early would put text outside it.
  ['SELECT 1) AS source; DROP TABLE x; SELECT (1', 'multiple-statements'],
  ['SELECT 1) UNION SELECT (2', 'unbalanced-parentheses'],
];

describe('validateSourceQuery', () => {
  it.each(accepted)('accepts %s', (sql) => {
    expect(validateSourceQuery(sql)).toMatchObject({ ok: true });
  });

  it.each(refused)('refuses %s', (sql, reason) => {
    expect(validateSourceQuery(sql)).toEqual({ ok: false, reason });
  });

  it('gives back the one statement without its closing semicolon and what follows it', () => {
    expect(validateSourceQuery('SELECT 1 ; ; -- done')).toEqual({ ok: true, sql: 'SELECT 1 ' });
    expect(validateSourceQuery('SELECT 1 -- note')).toEqual({ ok: true, sql: 'SELECT 1 -- note' });
  });

  it('takes a query of exactly the longest length', () => {
    const sql = `SELECT ${'1'.padEnd(maxSourceQueryLength - 'SELECT '.length, '0')}`;
    expect(sql).toHaveLength(maxSourceQueryLength);
    expect(validateSourceQuery(sql).ok).toBe(true);
  });
});
