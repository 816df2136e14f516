/** Something the command bar can find: its label, and other words it answers to. */
export type Searchable = { label: string; keywords?: string };

/** Lower case without accents or marks ("Élan" → "elan"), so "reseau" finds "Réseau". */
export const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const wordsOf = (text: string) =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How well one query word matches a label and its keywords, best first: the whole label, the start of the
 * label, the start of a word of the label, the start of a keyword, inside the label, inside a keyword; 0 when
 * it appears nowhere.
 */
function termScore(term: string, label: string, labelWords: string[], keywordWords: string[]): number {
  if (label === term) return 100;
  if (label.startsWith(term)) return 80;
  if (labelWords.some((word) => word.startsWith(term))) return 60;
  if (keywordWords.some((word) => word.startsWith(term))) return 40;
  if (label.includes(term)) return 20;
  if (keywordWords.some((word) => word.includes(term))) return 10;
  return 0;
}

/** The item's score for the query: every word of the query must match, or it is 0. */
export function scoreOf(query: string, item: Searchable): number {
  const terms = wordsOf(query);
  if (terms.length === 0) return 1;
  const label = normalise(item.label);
  const labelWords = wordsOf(item.label);
  const keywordWords = wordsOf(item.keywords ?? '');
  let total = 0;
  for (const term of terms) {
    const score = termScore(term, label, labelWords, keywordWords);
    if (score === 0) return 0;
    total += score;
  }
  // The whole query as typed, matching the start of the label, beats the same words scattered.
  const phrase = normalise(query);
  if (terms.length > 1 && label.startsWith(phrase)) total += 50;
  return total;
}

/**
 * The items that match the query, best first; ties keep the order given. An empty query keeps every item in
 * its order.
 */
export function rankMatches<T extends Searchable>(query: string, items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, score: scoreOf(query, item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
