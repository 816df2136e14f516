import type { DataProfile, ImportReport } from '@/shared/data/profile/types';
import type { DatasetDetail } from '@/shared/datasets';

/** A saved dataset as its page shows it: the summary, the full profile, the import report and the first rows. */
export type DatasetPageData = Omit<DatasetDetail, 'profile'> & { profile: DataProfile; report: ImportReport };

/**
 * The dataset with the profile of docs/decisions/035, or null for one saved before it (its stored profile
 * has no `version` and no report): the page then says so rather than drawing half a profile.
 */
export function pageDataOf(detail: DatasetDetail): DatasetPageData | null {
  const data = detail as unknown as Partial<DatasetPageData>;
  return data.profile?.version === 2 && data.report ? (detail as unknown as DatasetPageData) : null;
}
