/** The training engine (issue 21): one entry to train, one to predict, and their plain-JSON types. */
export { trainModels, type TrainOptions } from './train';
export { predict, unreadableCells, type RawRow, type UnreadableCell } from './predict';
export { TrainingCancelled } from './boosting';
export type * from './types';
