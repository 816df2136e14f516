import Fuse from 'fuse.js';
import { words } from './normalise';
import { readNumber } from './numbers';
import { foldName, stem, type ColumnInfo, type Schema, type ValueInfo } from './schema';
import type { AssistantLanguage } from './types';
import type { Words } from './words/types';

/** What a stretch of the question (tokens `start` to `end`, exclusive) names. */
export type Mention =
  | { kind: 'column'; start: number; end: number; columns: ColumnInfo[]; exact: boolean }
  | { kind: 'value'; start: number; end: number; value: ValueInfo }
  | { kind: 'number'; start: number; end: number; value: number }
  | { kind: 'period'; start: number; end: number; period: number };

/** Every single word any phrase of the vocabularies uses: never read as a column or a value by fuzzy matching. */
function keywordsOf(vocabularies: readonly Words[]): Set<string> {
  const out = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.split(' ')) out.add(word);
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  for (const { nouns: _nouns, ...rest } of vocabularies) add(rest);
  return out;
}

const keywordCache = new WeakMap<readonly Words[], Set<string>>();
const fuseCache = new WeakMap<Schema, { columns: Fuse<ColumnInfo>; values: Fuse<ValueInfo> }>();

/**
 * fuse.js finds candidates (it scores 0 for equal, 1 for nothing alike; a swap of two letters scores 0.4), and an
 * edit distance decides: one slip in a short name, two in a long one.
 */
const fuzzyScore = 0.5;

/**
 * The columns, category values, numbers and periods a folded question names. Exact names first (longest first,
 * plurals forgiven), then a word found in several column names (`revenue` in `Revenue (net)` and `Revenue (gross)`:
 * one mention with every reading, which the caller asks about), then typos by fuse.js.
 */
/** Edit distance (insertions, deletions, substitutions and swaps of neighbours), stopping past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(row[j - 1]! + 1, previous[j]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** A typo of a name: one slip in a short word, two in a word of eight letters or more (`slaes` → `sales`). */
const slip = (name: string, written: string) =>
  distance(name, written, 2) <= (Math.min(name.length, written.length) >= 8 ? 2 : 1);
const typo = (name: string, written: string) =>
  slip(name, written) ||
  (written.length >= 6 && slip(name.split(' ').map(stem).join(' '), written.split(' ').map(stem).join(' ')));

/**
 * A compound of a keyword and a column's name (`gesamtumsatz`, `durchschnittsumsatz`): split in two so that each
 * part is read. German writes them; other languages rarely do, and a split needs both parts known.
 */
function splitCompounds(tokens: string[], schema: Schema, keywords: Set<string>): string[] {
  const names = schema.columns.filter((c) => !c.folded.includes(' ') && c.folded.length >= 4);
  const heads = [...keywords].filter((word) => word.length >= 6 && /^[a-z]+$/.test(word));
  return tokens.flatMap((token) => {
    if (token.length < 8 || names.some((c) => c.folded === token)) return [token];
    // `durchschnittsalter`: a keyword and a word the rest of the question may explain.
    const head = heads.find((h) => token.startsWith(h) && token.length - h.length >= 4);
    if (head && !keywords.has(token)) {
      const tail = token.slice(head.length).replace(/^s(?=[^aeiou])/, '');
      if (!names.some((c) => token.endsWith(c.folded))) return [head, tail];
    }
    for (const column of names) {
      if (!token.endsWith(column.folded)) continue;
      const head = token.slice(0, -column.folded.length);
      const bare = head.endsWith('s') ? head.slice(0, -1) : head;
      if (keywords.has(head) || keywords.has(bare)) return [bare, column.folded];
    }
    return [token];
  });
}

/**
 * A word the language says for a noun a header says in English (`pedidos`, `paesi`, `Mitarbeiter`) becomes that
 * English word, only when no column is named with the word itself and a column is named with the English one.
 */
function translateNouns(tokens: string[], schema: Schema, vocabularies: readonly Words[]): string[] {
  const named = new Set(schema.columns.flatMap((c) => c.stems));
  return tokens.map((token) => {
    if (named.has(stem(token))) return token;
    for (const w of vocabularies)
      for (const [english, forms] of Object.entries(w.nouns))
        if (forms.includes(token) && named.has(stem(english))) return english;
    return token;
  });
}

/**
 * What one row is, by the name of the table's id column (`Order ID` → `order`): "how many orders", "number of
 * sessions by Device" count rows, and "average Profit across all orders" reads the word as the rows it ran over.
 */
function rowNounsOf(schema: Schema): Set<string> {
  const out = new Set<string>();
  for (const column of schema.columns) {
    const rest = column.stems.filter((word) => word !== 'id');
    if (column.kind === 'id' && rest.length === 1 && rest.length < column.stems.length) out.add(rest[0]!);
  }
  return out;
}

export function findMentions(
  text: string,
  schema: Schema,
  vocabularies: readonly Words[],
  language: AssistantLanguage,
  datasetName = '',
): { tokens: string[]; mentions: Mention[]; unexplained: string[]; rows: number[] } {
  let keywords = keywordCache.get(vocabularies);
  if (!keywords) keywordCache.set(vocabularies, (keywords = keywordsOf(vocabularies)));
  const tokens = translateNouns(splitCompounds(words(text), schema, keywords), schema, vocabularies);
  const used = new Array<boolean>(tokens.length).fill(false);
  const mentions: Mention[] = [];
  const stop = new Set(vocabularies.flatMap((v) => v.stop));
  const free = (start: number, end: number) => {
    for (let at = start; at < end; at++) if (used[at]) return false;
    return true;
  };
  const take = (mention: Mention) => {
    for (let at = mention.start; at < mention.end; at++) used[at] = true;
    mentions.push(mention);
  };
  tokens.forEach((token, at) => {
    const period = /^zzp(\d+)$/.exec(token);
    if (period) take({ kind: 'period', start: at, end: at + 1, period: +period[1]! });
  });
  const stems = tokens.map(stem);
  for (let size = Math.min(6, tokens.length); size >= 1; size--)
    for (let start = 0; start + size <= tokens.length; start++) {
      if (!free(start, start + size)) continue;
      const phrase = tokens.slice(start, start + size).join(' ');
      const stemmed = stems.slice(start, start + size).join(' ');
      const column = schema.columns.find((c) => c.folded === phrase || c.stems.join(' ') === stemmed);
      if (column) {
        // `revenue` names Revenue, and also Revenue (net): a reading each, for the user to choose.
        const inner = ` ${column.stems.join(' ')} `;
        const wider = schema.columns.filter((c) => c !== column && ` ${c.stems.join(' ')} `.includes(inner));
        take({
          kind: 'column',
          start,
          end: start + size,
          columns: [column, ...wider],
          exact: wider.length === 0,
        });
        continue;
      }
      const afterBoolean = (value: ValueInfo) => {
        if (value.column.kind !== 'boolean') return true;
        const before = mentions.find(
          (m) => m.kind === 'column' && m.columns[0] === value.column && m.end <= start,
        );
        return !!before && start - before.end <= 2;
      };
      if (
        size === 1 &&
        (stop.has(phrase) || keywords.has(phrase)) &&
        !schema.values.some((v) => v.column.kind === 'boolean' && v.folded === phrase && afterBoolean(v))
      )
        continue;
      const values = schema.values.filter((v) => v.folded === phrase && afterBoolean(v));
      const value = values.length
        ? values
        : schema.values.filter((v) => v.folded.split(' ').map(stem).join(' ') === stemmed);
      if (value.length) take({ kind: 'value', start, end: start + size, value: value[0]! });
    }
  // The rows' own noun ("tickets", "sesiones"), not followed by `id`: the rows, not a column.
  const rowNouns = rowNounsOf(schema);
  const rows: number[] = [];
  tokens.forEach((token, at) => {
    if (used[at] || tokens[at + 1] === 'id' || !rowNouns.has(stem(token))) return;
    used[at] = true;
    rows.push(at);
  });
  tokens.forEach((token, at) => {
    if (used[at]) return;
    const value = readNumber(token, language);
    if (value !== undefined) take({ kind: 'number', start: at, end: at + 1, value });
  });
  // A word (or a few) that only part of column names holds.
  for (let size = 3; size >= 1; size--)
    for (let start = 0; start + size <= tokens.length; start++) {
      if (!free(start, start + size)) continue;
      const part = stems.slice(start, start + size);
      if (
        part.some((word) => stop.has(word) || word.length < 3) ||
        (size === 1 && keywords.has(tokens[start]!))
      )
        continue;
      const joined = ` ${part.join(' ')} `;
      const columns = schema.columns.filter((c) => ` ${c.stems.join(' ')} `.includes(joined));
      if (columns.length) take({ kind: 'column', start, end: start + size, columns, exact: false });
    }
  // A word several names share (`kwh`) next to one that names a single column (`gas consumption (kWh)`)
  // only completes that column's name.
  for (const mention of mentions) {
    if (mention.kind !== 'column' || mention.columns.length < 2) continue;
    const neighbour = mentions.find(
      (m) =>
        m !== mention &&
        m.kind === 'column' &&
        m.columns.length === 1 &&
        mention.columns.includes(m.columns[0]!) &&
        (m.end <= mention.start ? mention.start - m.end : m.start - mention.end) <= 2 &&
        (m.end <= mention.start || m.start >= mention.end),
    );
    if (neighbour && neighbour.kind === 'column') {
      mention.columns = [neighbour.columns[0]!];
      mention.exact = false;
    }
  }
  // Typos: fuse.js over the names and values left.
  let fuse = fuseCache.get(schema);
  if (!fuse) {
    const options = { includeScore: true, ignoreLocation: true, threshold: fuzzyScore, keys: ['folded'] };
    fuse = { columns: new Fuse(schema.columns, options), values: new Fuse(schema.values, options) };
    fuseCache.set(schema, fuse);
  }
  for (let size = 2; size >= 1; size--)
    for (let start = 0; start + size <= tokens.length; start++) {
      if (!free(start, start + size)) continue;
      const part = tokens.slice(start, start + size);
      if (part.some((word) => stop.has(word) || keywords.has(word) || word.length < 4 || /\d/.test(word)))
        continue;
      const phrase = part.join(' ');
      const column = fuse.columns.search(phrase, { limit: 5 }).find((hit) => typo(hit.item.folded, phrase));
      const value = fuse.values.search(phrase, { limit: 5 }).find((hit) => typo(hit.item.folded, phrase));
      const close = (hit: { score?: number } | undefined) => !!hit && (hit.score ?? 1) <= fuzzyScore;
      if (close(column) && (!close(value) || (column!.score ?? 1) <= (value!.score ?? 1)))
        take({ kind: 'column', start, end: start + size, columns: [column!.item], exact: false });
      else if (close(value)) take({ kind: 'value', start, end: start + size, value: value!.item });
    }
  mentions.sort((a, b) => a.start - b.start);
  const named = new Set(words(foldName(datasetName)).map(stem));
  const unexplained = tokens.filter(
    (token, at) =>
      !used[at] &&
      token.length >= 3 &&
      !/\d/.test(token) &&
      !stop.has(token) &&
      !keywords.has(token) &&
      !named.has(stem(token)),
  );
  return { tokens, mentions, unexplained, rows };
}
