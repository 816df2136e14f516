/** Datasets saved from the playground (docs/product.md#screens): limits both sides check. */
export const datasetMaxBytes = 20 * 1024 * 1024;
