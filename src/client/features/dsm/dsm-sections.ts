import { lazy, type ComponentType } from 'react';
import type { dsmMessages } from '@/shared/i18n/en/dsm';
import { BadgeExamples } from './examples/badge-examples';
import { BreadcrumbExamples } from './examples/breadcrumb-examples';
import { ButtonExamples } from './examples/button-examples';
import { CardExamples } from './examples/card-examples';
import { InputExamples } from './examples/input-examples';
import { SkeletonExamples } from './examples/skeleton-examples';
import { SpinnerExamples } from './examples/spinner-examples';
import { TextareaExamples } from './examples/textarea-examples';

type DsmSectionEntry = {
  id: keyof typeof dsmMessages.sections;
  slug: string;
  Example: ComponentType;
  /** Set for the demos loaded as they scroll into view: the height they take on a phone, kept until then. */
  lazyHeight?: string;
};

/** Demos whose primitives pull Radix popovers, menus, dialogs or sonner: loaded on demand, not with the page. */
const SelectExamples = lazy(() =>
  import('./examples/select-examples').then((m) => ({ default: m.SelectExamples })),
);
const ComboboxExamples = lazy(() =>
  import('./examples/combobox-examples').then((m) => ({ default: m.ComboboxExamples })),
);
const SwitchExamples = lazy(() =>
  import('./examples/switch-examples').then((m) => ({ default: m.SwitchExamples })),
);
const DialogExamples = lazy(() =>
  import('./examples/dialog-examples').then((m) => ({ default: m.DialogExamples })),
);
const DropdownMenuExamples = lazy(() =>
  import('./examples/dropdown-menu-examples').then((m) => ({ default: m.DropdownMenuExamples })),
);
const TabsExamples = lazy(() =>
  import('./examples/tabs-examples').then((m) => ({ default: m.TabsExamples })),
);
const AvatarExamples = lazy(() =>
  import('./examples/avatar-examples').then((m) => ({ default: m.AvatarExamples })),
);
const ToastExamples = lazy(() =>
  import('./examples/toast-examples').then((m) => ({ default: m.ToastExamples })),
);

/** The manual's sections in reading order; the table of contents is built from the same list. */
export const dsmSections: readonly DsmSectionEntry[] = [
  { id: 'button', slug: 'button', Example: ButtonExamples },
  { id: 'input', slug: 'input', Example: InputExamples },
  { id: 'textarea', slug: 'textarea', Example: TextareaExamples },
  { id: 'select', slug: 'select', Example: SelectExamples, lazyHeight: '8.5rem' },
  { id: 'combobox', slug: 'combobox', Example: ComboboxExamples, lazyHeight: '15.25rem' },
  { id: 'switch', slug: 'switch', Example: SwitchExamples, lazyHeight: '6.5rem' },
  { id: 'dialog', slug: 'dialog', Example: DialogExamples, lazyHeight: '2.5rem' },
  { id: 'dropdownMenu', slug: 'dropdown-menu', Example: DropdownMenuExamples, lazyHeight: '2.5rem' },
  { id: 'card', slug: 'card', Example: CardExamples },
  { id: 'badge', slug: 'badge', Example: BadgeExamples },
  { id: 'breadcrumb', slug: 'breadcrumb', Example: BreadcrumbExamples },
  { id: 'tabs', slug: 'tabs', Example: TabsExamples, lazyHeight: '4.75rem' },
  { id: 'avatar', slug: 'avatar', Example: AvatarExamples, lazyHeight: '13.75rem' },
  { id: 'toast', slug: 'toast', Example: ToastExamples, lazyHeight: '5.75rem' },
  { id: 'skeleton', slug: 'skeleton', Example: SkeletonExamples },
  { id: 'spinner', slug: 'spinner', Example: SpinnerExamples },
];
