import type { Aggregation, Grain } from '../types';

/**
 * What the assistant understands in one language: each concept's words and phrases, folded (lower case, no
 * accents: `normalise.ts`). A phrase matches as whole words; the longest match wins.
 */
export type Words = {
  aggregations: Record<Aggregation, string[]>;
  /** "how many": a count of rows unless a column follows. */
  howMany: string[];
  rows: string[];
  top: string[];
  bottom: string[];
  compare: string[];
  /** Grouping: "by", "per", "for each". */
  by: string[];
  trend: string[];
  /** Grain nouns and adverbs ("month", "monthly"), plurals included. */
  grains: Record<Grain, string[]>;
  not: string[];
  greater: string[];
  less: string[];
  atLeast: string[];
  atMost: string[];
  between: string[];
  and: string[];
  /** "or" between two values of one column. */
  or: string[];
  /**
   * "more", "plus", "mehr", "más", "più", "mais", "higher": a comparison of two amounts. With two values of one
   * column joined by `or` ("what has more Sales: Italy or Spain?") or by `than` ("does Italy have more Sales than
   * Spain?") it asks which of the two groups, never one total of both. German also its inflected forms ("höheren").
   */
  comparative: string[];
  /**
   * "which", "lequel", "welcher": asking to choose. Right after two values joined by `or` ("A or B: which …"), or
   * right before them ("which of A or B …"), it asks which of the two groups, not one total of both.
   */
  which: string[];
  /** "is", "est", "ist": after `which` it asks "what is" ("cuál es la media …"), not to choose. */
  be: string[];
  /**
   * Periods counted from the latest date in the data: "this quarter" (`current`) is the quarter it falls in, "last
   * quarter" and "previous quarter" the one before; "the last 3 months" the three months ending on it.
   */
  current: string[];
  last: string[];
  previous: string[];
  since: string[];
  before: string[];
  after: string[];
  /** "in 2025", "during Q1": words that may stand before a period. */
  during: string[];
  /** Month names and abbreviations, January first. */
  months: string[][];
  /** "first quarter" … "fourth quarter". */
  quarterOrdinals: string[][];
  quarter: string[];
  describe: string[];
  related: string[];
  outliers: string[];
  quality: string[];
  drivers: string[];
  train: string[];
  predict: string[];
  explain: string[];
  insight: string[];
  help: string[];
  /** Ordinals for "the first insight": first … fifth. */
  ordinals: string[][];
  /**
   * Nouns a header usually says in English, in this language, by that English word (`pedidos` → `order`): a
   * word of the question is read as the English one only when no column is named with it and one column is
   * named with the English word. Never keywords: a noun no column takes stays unexplained.
   */
  nouns: Record<string, string[]>;
  /** Words with no meaning for a plan, skipped when columns and values are looked for. */
  stop: string[];
};

/** "monthly", "mensuel", "monatlich", "mensile": a grain's adverb or adjective, never its noun ("Quartal"). */
export const adverb =
  /(?<!^quart)(?:ly|lich|liche|lichen|weise|al|ale|el|elle|ier|iere|ien|ienne|aire|ario|aria|mente|iero|iera|iano|iana|ile)$/;
