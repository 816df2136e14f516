import type { DatasetSummary } from '@/shared/datasets';

export const datasetSorts = ['date', 'name', 'size'] as const;
export type DatasetSort = (typeof datasetSorts)[number];

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The datasets a search finds (in the name or the uploader's name, any case), in the order chosen: newest
 * first, by name, or largest first; ties newest first.
 */
export function findDatasets(
  datasets: DatasetSummary[],
  search: string,
  sort: DatasetSort,
): DatasetSummary[] {
  const query = search.trim().toLocaleLowerCase();
  const found = query
    ? datasets.filter((dataset) =>
        [dataset.name, dataset.uploader?.name ?? ''].some((text) => text.toLocaleLowerCase().includes(query)),
      )
    : [...datasets];
  const newest = (a: DatasetSummary, b: DatasetSummary) => b.createdAt.localeCompare(a.createdAt);
  const order: Record<DatasetSort, (a: DatasetSummary, b: DatasetSummary) => number> = {
    date: newest,
    name: (a, b) => collator.compare(a.name, b.name) || newest(a, b),
    size: (a, b) => b.sizeBytes - a.sizeBytes || newest(a, b),
  };
  return found.sort(order[sort]);
}
