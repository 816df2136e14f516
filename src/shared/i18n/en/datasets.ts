/** Datasets as pages (docs/product.md#screens): the list, a dataset's page and its profile. */
export const datasetsMessages = {
  title: 'Datasets',
  /** The dataset 'Try with sample data' saves (samples/sample-sales.csv), named in the saver's language. */
  sample: { name: 'Sample sales' },
};
