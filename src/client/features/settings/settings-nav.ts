import {
  AppWindow,
  Building2,
  CalendarDays,
  CreditCard,
  Download,
  FlaskConical,
  Gift,
  KeySquare,
  Keyboard,
  KeyRound,
  Layers,
  List,
  ListTodo,
  MessageSquare,
  Palette,
  Plug,
  Settings2,
  Sparkles,
  User,
  Users,
  Video,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { settingsMessages } from '@/shared/i18n/messages/settings';
import { paths } from '@/shared/paths';
import type { WorkspaceAction } from '@/shared/permissions';
import { settingsPageGroups } from './settings-pages';

/** `action`: shown only to members whose role allows it (the page itself is guarded by the server). */
export type SettingsNavItem = { label: string; path: string; icon: LucideIcon; action?: WorkspaceAction };
export type SettingsNavGroup = { label: string; items: SettingsNavItem[] };

const { groups, items } = settingsMessages;
const { other } = paths;

// Labels are getters, read when the sidebar renders, so they follow the current language.
const item = (
  key: keyof typeof items,
  path: string,
  icon: LucideIcon,
  action?: WorkspaceAction,
): SettingsNavItem => ({
  get label() {
    return items[key];
  },
  path,
  icon,
  ...(action ? { action } : {}),
});
const group = (key: keyof typeof groups, entries: SettingsNavItem[]): SettingsNavGroup => ({
  get label() {
    return groups[key];
  },
  items: entries,
});

type GroupKey = keyof typeof settingsPageGroups;
type ItemKey = { [G in GroupKey]: keyof (typeof settingsPageGroups)[G] }[GroupKey];

const icons: Record<ItemKey, LucideIcon> = {
  overview: Building2,
  people: Users,
  billing: CreditCard,
  plans: Layers,
  dataStreams: Plug,
  apiKeys: KeySquare,
  profile: User,
  accounts: KeyRound,
  apps: AppWindow,
  general: Settings2,
  appearance: Palette,
  calendars: CalendarDays,
  lists: List,
  todos: ListTodo,
  meetings: Video,
  quickAccess: Zap,
  shortcuts: Keyboard,
  downloadApps: Download,
};

/** Screens only some roles may use: the sidebar leaves them out for the others. */
const actions: Partial<Record<ItemKey, WorkspaceAction>> = { apiKeys: 'api-keys:manage' };

/** The settings sidebar, in the order of settings-pages.ts, which also makes the router's settings entries. */
export const settingsNav: SettingsNavGroup[] = (Object.keys(settingsPageGroups) as GroupKey[]).map((key) =>
  group(
    key,
    Object.entries(settingsPageGroups[key]).map(([itemKey, path]) =>
      item(itemKey as ItemKey, path, icons[itemKey as ItemKey], actions[itemKey as ItemKey]),
    ),
  ),
);

/** Links under the groups, to pages outside /settings. */
export const otherLinks: SettingsNavItem[] = [
  item('whatsNew', other.whatsNew, Sparkles),
  item('earlyAccess', other.earlyAccess, FlaskConical),
  item('inviteFriends', other.inviteFriends, Gift),
  item('feedback', other.feedback, MessageSquare),
];

// Built with a getter, not a copy of the label, so it too follows the current language.
export const settingsItems = settingsNav.flatMap((navGroup) =>
  navGroup.items.map((navItem) => ({
    get label() {
      return navItem.label;
    },
    path: navItem.path,
    icon: navItem.icon,
    group: navGroup,
  })),
);

/** The item and group a settings path belongs to, for breadcrumbs and titles. */
export const settingsItemFor = (path: string) => settingsItems.find((item) => item.path === path);
