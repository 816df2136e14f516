/**
 * The stages a file goes through, in order: bytes to text, text to rows, columns to types, the profile; then,
 * once the read is done, the insights (issue 20).
 */
export const progressStages = ['decode', 'parse', 'type', 'profile', 'insights'] as const;
export type ProgressStage = (typeof progressStages)[number];

/** How far a stage is: `done` of `total` units (characters while parsing, cell reads while typing, …). */
export type Progress = { stage: ProgressStage; done: number; total: number };

/**
 * Called from inside the synchronous loops, often (every few thousand rows): a caller that posts messages
 * throttles it itself. Must be cheap and must not throw.
 */
export type OnProgress = (progress: Progress) => void;
