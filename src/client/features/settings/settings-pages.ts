import { paths } from '@/shared/paths';

const { settings } = paths;

/**
 * The settings screens by sidebar group, in order: the one list that makes both the sidebar (settings-nav.ts
 * adds labels and icons) and the router's settings entries. It holds paths only, so the router, which is in
 * every page's first load, carries no icons or settings copy (docs/decisions/022).
 */
export const settingsPageGroups = {
  workspace: {
    overview: settings.workspace.overview,
    people: settings.workspace.members,
    billing: settings.workspace.billing,
    plans: settings.workspace.plans,
    dataStreams: settings.workspace.integrations,
    apiKeys: settings.workspace.apiKeys,
  },
  personal: { profile: settings.profile, accounts: settings.accounts, apps: settings.apps },
  app: {
    general: settings.general,
    appearance: settings.appearance,
    calendars: settings.calendars,
    lists: settings.lists,
    todos: settings.todos,
    meetings: settings.meetings,
  },
  quickAccess: {
    quickAccess: settings.quickAccess,
    shortcuts: settings.shortcuts,
    downloadApps: settings.downloadApps,
  },
} as const;

/** Every settings screen's path, in sidebar order. */
export const settingsPaths: string[] = Object.values(settingsPageGroups).flatMap((group) =>
  Object.values(group),
);
