import type { LucideIcon } from 'lucide-react';
import type { Searchable } from './match';

/** A screen the command bar can open: the settings navigation list gives these. */
export type CommandScreen = { label: string; path: string; group: string; icon: LucideIcon };

export type CommandGroup = 'pages' | 'actions' | 'settings' | 'workspaces' | 'datasets';

/** One line of the command bar: what it is called, the words it answers to and what choosing it does. */
export type CommandItem = Searchable & {
  id: string;
  group: CommandGroup;
  icon: LucideIcon;
  /** A short note on the right: the settings group, a dataset's size. */
  detail?: string;
  run: () => void;
};

/** The order of the groups when nothing is typed. */
export const commandGroups: CommandGroup[] = ['pages', 'actions', 'settings', 'workspaces', 'datasets'];
