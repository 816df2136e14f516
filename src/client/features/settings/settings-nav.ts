import {
  AppWindow,
  Building2,
  CalendarDays,
  CreditCard,
  Download,
  FlaskConical,
  Gift,
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

export type SettingsNavItem = { label: string; path: string; icon: LucideIcon };
export type SettingsNavGroup = { label: string; items: SettingsNavItem[] };

const { groups, items } = settingsMessages;
const { settings, other } = paths;

// Labels are getters, read when the sidebar renders, so they follow the current language.
const item = (key: keyof typeof items, path: string, icon: LucideIcon): SettingsNavItem => ({
  get label() {
    return items[key];
  },
  path,
  icon,
});
const group = (key: keyof typeof groups, entries: SettingsNavItem[]): SettingsNavGroup => ({
  get label() {
    return groups[key];
  },
  items: entries,
});

/**
 * The settings sidebar, in order. It is the one list that also makes the router's settings entries (a route
 * module in `app/routes/settings/` named after the path, else a title-only screen) and drives the smoke test.
 */
export const settingsNav: SettingsNavGroup[] = [
  group('workspace', [
    item('overview', settings.workspace.overview, Building2),
    item('people', settings.workspace.members, Users),
    item('billing', settings.workspace.billing, CreditCard),
    item('plans', settings.workspace.plans, Layers),
    item('dataStreams', settings.workspace.integrations, Plug),
  ]),
  group('personal', [
    item('profile', settings.profile, User),
    item('accounts', settings.accounts, KeyRound),
    item('apps', settings.apps, AppWindow),
  ]),
  group('app', [
    item('general', settings.general, Settings2),
    item('appearance', settings.appearance, Palette),
    item('calendars', settings.calendars, CalendarDays),
    item('lists', settings.lists, List),
    item('todos', settings.todos, ListTodo),
    item('meetings', settings.meetings, Video),
  ]),
  group('quickAccess', [
    item('quickAccess', settings.quickAccess, Zap),
    item('shortcuts', settings.shortcuts, Keyboard),
    item('downloadApps', settings.downloadApps, Download),
  ]),
];

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
