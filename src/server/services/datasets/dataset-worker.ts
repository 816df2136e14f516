// The entry of the worker thread that reads uploaded datasets (see analyse.ts); bundled as dist/server/dataset-worker.js.
import { readDataset } from './read-dataset';

export default readDataset;
