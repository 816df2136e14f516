/** Datasets as pages (docs/product.md#screens): the list, a dataset's page and its profile. */
export const datasetsMessages = {
  title: 'Datasets',
};
