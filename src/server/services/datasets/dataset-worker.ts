// The entry of the worker thread that reads uploaded datasets (see analyse.ts); bundled as dist/server/dataset-worker.js.
import { readDataset } from './read-dataset';

/** The path of a spooled upload (or its bytes) in, the outcome out. */
export default (file: Uint8Array | string) => readDataset(file);
