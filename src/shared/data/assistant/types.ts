import type { ParsedTable } from '../ingest/table';
import type { ColumnType } from '../ingest/types';
import type { InsightReport } from '../insights/types';
import type { DataProfile } from '../profile/types';

/**
 * The assistant's contract (issue 22): a question in one of the six languages becomes a typed plan, the plan runs
 * exactly over every row, and the answer is a sentence, a result and follow-ups, or an honest "I can't answer that
 * yet" with suggestions. Plain JSON, deterministic: the same question, language and table give the same bytes.
 * Column names are the table's own (`ColumnProfile.name`); category values are the cells' own text.
 */

export type AssistantLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';

export type Aggregation = 'sum' | 'mean' | 'median' | 'min' | 'max' | 'count' | 'distinct';

/** A condition on the rows. Dates are `YYYY-MM-DD` (UTC days), `to` inclusive. */
export type Filter =
  | { kind: 'equals'; column: string; values: string[] }
  | { kind: 'not-equals'; column: string; values: string[] }
  | { kind: 'compare'; column: string; op: '>' | '>=' | '<' | '<='; value: number }
  | { kind: 'between'; column: string; low: number; high: number }
  | { kind: 'dates'; column: string; from: string; to: string };

export type Grain = 'day' | 'week' | 'month' | 'quarter' | 'year';

/**
 * What the assistant will run. `aggregate` with `column: null` and `count` counts rows. Filters apply before any
 * grouping; groups are a category column's values (missing cells form no group).
 */
export type Plan =
  | { kind: 'describe'; column: string }
  | {
      kind: 'aggregate';
      aggregation: Aggregation;
      column: string | null;
      groupBy: string | null;
      filters: Filter[];
    }
  | {
      kind: 'rank';
      aggregation: Aggregation;
      column: string | null;
      groupBy: string;
      order: 'top' | 'bottom';
      limit: number;
      filters: Filter[];
    }
  | {
      kind: 'compare';
      aggregation: Aggregation;
      column: string;
      groupBy: string;
      values: [string, string];
      filters: Filter[];
    }
  | {
      kind: 'trend';
      aggregation: Aggregation;
      column: string | null;
      date: string;
      grain: Grain;
      filters: Filter[];
    }
  | { kind: 'related'; column: string }
  | { kind: 'outliers'; column: string }
  | { kind: 'quality'; column: string | null }
  | { kind: 'drivers'; column: string }
  | { kind: 'train'; target: string }
  | { kind: 'predict'; target: string; values: Record<string, string> }
  | { kind: 'explain-insight'; insightId: string }
  | { kind: 'help' };

/**
 * The exact result of a plan. `value` for one number (null when no row qualifies); `groups` in the order shown
 * (largest first for rank and aggregate by group, by key for trend); `rows` is how many rows the plan read after
 * its filters. `insights` names insight ids the answer comes from (related, outliers, drivers, explain).
 */
export type Result =
  | { kind: 'value'; value: number | null; rows: number }
  | { kind: 'groups'; groups: { key: string; value: number | null; rows: number }[]; rows: number }
  | { kind: 'insights'; insightIds: string[]; rows: number }
  | { kind: 'column'; column: string; rows: number }
  | { kind: 'action'; action: 'train' | 'predict'; rows: number }
  | { kind: 'help' };

export type ChartKind = 'none' | 'bar' | 'line' | 'table';

export type AssistantAnswer =
  | {
      kind: 'answer';
      plan: Plan;
      result: Result;
      /** The answer in the asker's language, numbers formatted for it. */
      sentence: string;
      /** "How I got this: …", the plan in words. */
      how: string;
      chart: ChartKind;
      /** Two or three questions it can answer next, in the asker's language. */
      followUps: string[];
    }
  /** One ambiguous slot: a question and one button per reading, each a full question to ask instead. */
  | { kind: 'clarify'; sentence: string; options: { label: string; question: string }[] }
  /** Not understood, or not answerable: never a number; suggestions it can answer. */
  | { kind: 'unknown'; sentence: string; suggestions: string[] };

/** What the assistant reads: one dataset as the data worker holds it (every row), and its insights when found. */
export type AskContext = {
  language: AssistantLanguage;
  datasetName: string;
  table: ParsedTable;
  types: readonly ColumnType[];
  profile: DataProfile;
  insights: InsightReport | null;
};

/** The assistant's one entry (`ask` in `./index.ts`): pure and deterministic. */
export type Ask = (question: string, context: AskContext) => AssistantAnswer;
