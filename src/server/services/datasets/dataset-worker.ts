// The entry of the worker thread that reads uploaded datasets (see analyse.ts) and trains saved models on them
// (services/models/train-in-reader.ts); bundled as dist/server/dataset-worker.js.
import { trainDataset, type TrainTask } from '../models/train-dataset';
import { readDataset, type ReadTask } from './read-dataset';

/** The path of a spooled file (or its bytes) and the import choices in, the outcome out; a training when asked. */
export default (task: ReadTask | TrainTask) =>
  'kind' in task && task.kind === 'train' ? trainDataset(task) : readDataset(task);
