import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { freshHeldOut } from './fresh-held-out';
import { heldOut as secondHeldOut } from './held-out';
import { it } from './it';
import { pt } from './pt';
import { seenHeldOut } from './seen-held-out';

/**
 * The tuning set: 50 questions written for tuning in each of the six languages, then the 10 per language of each of
 * the first two held-out sets, which the engine's authors have read since (`./seen-held-out.ts`, ids `<lang>-s01` …;
 * `./held-out.ts`, ids `<lang>-h01` …); 420 in all. The held-out set is `./fresh-held-out.ts` (ids `<lang>-f01` …),
 * written by someone who read neither the engine's rules nor the other sets, for scoring only. Each names
 * the plan expected; `../expected.ts` fills the result at load and states the conventions the results follow (rows
 * after filters, missing cells, group order, "this year" anchored on the dataset's latest date, which insight ids an
 * answer must name). Column names and category values are written as the table has them,
 * in any case, sometimes with a typo or without an accent; the words around them are the language's. When a
 * question leaves the aggregation unsaid ("Sales by Region"), the sum is expected for a money measure and the count
 * of rows for "number of"/"how many"; "price", "revenue", "salary" and "resolution time" alone are ambiguous in the
 * datasets that hold two such columns, and a clarifying question is expected.
 */
export const writtenForTuning = [...en, ...es, ...fr, ...de, ...it, ...pt];
export const tuningQuestions = [...writtenForTuning, ...seenHeldOut, ...secondHeldOut];

/** Whether a tuning question is one of the first two held-out sets', read by the engine's authors since. */
export const formerlyHeldOut = (question: { id: string }) => /-[sh]\d+$/.test(question.id);

export { freshHeldOut };
