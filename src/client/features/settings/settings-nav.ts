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
import { settingsMessages } from '@/shared/i18n/en/settings';
import { paths } from '@/shared/paths';

export type SettingsNavItem = { label: string; path: string; icon: LucideIcon };
export type SettingsNavGroup = { label: string; items: SettingsNavItem[] };

const { groups, items } = settingsMessages;
const { settings, other } = paths;

/**
 * The settings sidebar, in order. It is the one list that also makes the router's settings entries (a route
 * module in `app/routes/settings/` named after the path, else a title-only screen) and drives the smoke test.
 */
export const settingsNav: SettingsNavGroup[] = [
  {
    label: groups.workspace,
    items: [
      { label: items.overview, path: settings.workspace.overview, icon: Building2 },
      { label: items.people, path: settings.workspace.members, icon: Users },
      { label: items.billing, path: settings.workspace.billing, icon: CreditCard },
      { label: items.plans, path: settings.workspace.plans, icon: Layers },
      { label: items.dataStreams, path: settings.workspace.integrations, icon: Plug },
    ],
  },
  {
    label: groups.personal,
    items: [
      { label: items.profile, path: settings.profile, icon: User },
      { label: items.accounts, path: settings.accounts, icon: KeyRound },
      { label: items.apps, path: settings.apps, icon: AppWindow },
    ],
  },
  {
    label: groups.app,
    items: [
      { label: items.general, path: settings.general, icon: Settings2 },
      { label: items.appearance, path: settings.appearance, icon: Palette },
      { label: items.calendars, path: settings.calendars, icon: CalendarDays },
      { label: items.lists, path: settings.lists, icon: List },
      { label: items.todos, path: settings.todos, icon: ListTodo },
      { label: items.meetings, path: settings.meetings, icon: Video },
    ],
  },
  {
    label: groups.quickAccess,
    items: [
      { label: items.quickAccess, path: settings.quickAccess, icon: Zap },
      { label: items.shortcuts, path: settings.shortcuts, icon: Keyboard },
      { label: items.downloadApps, path: settings.downloadApps, icon: Download },
    ],
  },
];

/** Links under the groups, to pages outside /settings. */
export const otherLinks: SettingsNavItem[] = [
  { label: items.whatsNew, path: other.whatsNew, icon: Sparkles },
  { label: items.earlyAccess, path: other.earlyAccess, icon: FlaskConical },
  { label: items.inviteFriends, path: other.inviteFriends, icon: Gift },
  { label: items.feedback, path: other.feedback, icon: MessageSquare },
];

export const settingsItems = settingsNav.flatMap((group) => group.items.map((item) => ({ ...item, group })));

/** The item and group a settings path belongs to, for breadcrumbs and titles. */
export const settingsItemFor = (path: string) => settingsItems.find((item) => item.path === path);
