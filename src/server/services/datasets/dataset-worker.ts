// The entry of the worker thread that reads uploaded datasets (see analyse.ts), trains saved models on them
// (services/models/train-in-reader.ts) and rewrites streams' stored CSVs (rewrite-on-reader.ts); bundled as
// dist/server/dataset-worker.js.
import { trainDataset, type TrainTask } from '../models/train-dataset';
import { rewriteCsv, type RewriteTask } from './csv-rewrite';
import { readDataset, type ReadTask } from './read-dataset';

/**
 * The path of a spooled file (or its bytes) and the import choices in, the outcome out; a training or a rewrite
 * when asked.
 */
export default (task: ReadTask | TrainTask | RewriteTask) => {
  if (!('kind' in task)) return readDataset(task);
  return task.kind === 'train' ? trainDataset(task) : rewriteCsv(task);
};
