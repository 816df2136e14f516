import type { Analysed } from './analyse';
import { findInsights, type InsightOptions } from './insights/insights';
import type { InsightReport } from './insights/types';

/**
 * What a read file says (issue 20): the insights engine over the table, its types and profile. Apart from
 * `analyseBytes` so the browser shows the profile first and the insights when found; both workers call it. A
 * module of its own, away from analyse.ts, so the browser's data worker loads the engine (and jStat) as a chunk
 * only when a read asks for insights (docs/decisions/069). The engine reads the typing stage's count of the cells
 * (`ingested.values`) when the caller gives none.
 */
export function insightsOf(
  analysed: Extract<Analysed, { ok: true }>,
  options: InsightOptions = {},
): InsightReport {
  return findInsights(analysed.ingested.table, analysed.ingested.types, analysed.profile, {
    values: analysed.ingested.values,
    ...options,
  });
}
