// The limits of a dataset, apart from the schemas in datasets.ts: the data core (src/shared/data/) reads them in
// the browser's data worker, which must not load zod and the playground's messages with them (docs/decisions/069).

/** Datasets saved from the playground (docs/product.md#screens): limits both sides check. */
export const datasetMaxBytes = 20 * 1024 * 1024;
/** More columns than this cannot be read as a table at a glance; the file is refused with a clear message. */
export const datasetMaxColumns = 500;
/** Beyond a million rows a file is a job for a database, not a table in the browser; refused with a message. */
export const datasetMaxRows = 1_000_000;
/** Cells longer than this are cut in a saved preview and in a column's top values (the file keeps them whole). */
export const datasetMaxCellPreview = 200;
