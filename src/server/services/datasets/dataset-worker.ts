// The entry of the worker thread that reads uploaded datasets (see analyse.ts); bundled as dist/server/dataset-worker.js.
import { readDataset, type ReadTask } from './read-dataset';

/** The path of a spooled upload (or its bytes) and the import choices in, the outcome out. */
export default (task: ReadTask) => readDataset(task);
