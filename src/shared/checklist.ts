import { paths } from './paths';

/** The getting-started checklist on the app's home, in the order it is shown (docs/product.md#screens). */
export const checklistItemIds = ['profile', 'teammate', 'data-stream', 'avatar', 'dataset'] as const;
export type ChecklistItemId = (typeof checklistItemIds)[number];

/** The query string that opens People's invite dialog on arrival (the checklist and the command bar link to it). */
export const inviteDialogParam = 'invite';

/** Where each step is done. */
export const checklistHrefs: Record<ChecklistItemId, string> = {
  profile: paths.settings.profile,
  teammate: `${paths.settings.workspace.members}?${inviteDialogParam}=1`,
  'data-stream': paths.settings.workspace.integrations,
  avatar: paths.settings.workspace.overview,
  dataset: paths.app.playground,
};

/** What a complete profile has; the profile step names those still missing. */
export const profileFields = ['fullName', 'professionalRole', 'profileName'] as const;
export type ProfileField = (typeof profileFields)[number];

export type ChecklistItem = { id: ChecklistItemId; done: boolean; missing?: ProfileField[] };

/** `GET /api/workspace/checklist`: each step's state, computed from the workspace as it is now. */
export type Checklist = { items: ChecklistItem[]; done: number; total: number };
