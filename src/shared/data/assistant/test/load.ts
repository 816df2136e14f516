import type { InsightReport } from '../../insights/types';
import type { AssistantLanguage, AskContext } from '../types';
import {
  analyseDataset,
  askContext,
  datasetIds,
  generateDataset,
  type Analysed,
  type Dataset,
  type DatasetId,
} from './datasets';
import { withResults, type Question } from './expected';
import { freshHeldOut, tuningQuestions } from './questions/index';

export type Benchmark = {
  datasets: Record<DatasetId, Dataset>;
  analysed: Record<DatasetId, Analysed>;
  /** The context a question is asked in: its dataset, read by the project's import, in its language. */
  contextOf: (question: Pick<Question, 'dataset' | 'language'>) => AskContext;
  tuning: Question[];
  heldOut: Question[];
};

/** Generates the five datasets, reads them with the project's import, and fills every expected result. */
export async function loadBenchmark(): Promise<Benchmark> {
  const datasets = {} as Record<DatasetId, Dataset>;
  const analysed = {} as Record<DatasetId, Analysed>;
  const insights = {} as Record<DatasetId, InsightReport | null>;
  for (const id of datasetIds) {
    datasets[id] = generateDataset(id);
    analysed[id] = await analyseDataset(datasets[id]);
    insights[id] = analysed[id].insights;
  }
  const contexts = new Map<string, AskContext>();
  const contextOf = ({ dataset, language }: { dataset: DatasetId; language: AssistantLanguage }) => {
    const key = `${dataset}:${language}`;
    let context = contexts.get(key);
    if (!context) contexts.set(key, (context = askContext(analysed[dataset], language)));
    return context;
  };
  return {
    datasets,
    analysed,
    contextOf,
    tuning: withResults(tuningQuestions, datasets, insights),
    heldOut: withResults(freshHeldOut, datasets, insights),
  };
}
