import type { ComponentType } from 'react';
import type { dsmMessages } from '@/shared/i18n/en/dsm';
import { AvatarExamples } from './examples/avatar-examples';
import { BadgeExamples } from './examples/badge-examples';
import { BreadcrumbExamples } from './examples/breadcrumb-examples';
import { ButtonExamples } from './examples/button-examples';
import { CardExamples } from './examples/card-examples';
import { ComboboxExamples } from './examples/combobox-examples';
import { DialogExamples } from './examples/dialog-examples';
import { DropdownMenuExamples } from './examples/dropdown-menu-examples';
import { InputExamples } from './examples/input-examples';
import { SelectExamples } from './examples/select-examples';
import { SkeletonExamples } from './examples/skeleton-examples';
import { SpinnerExamples } from './examples/spinner-examples';
import { SwitchExamples } from './examples/switch-examples';
import { TabsExamples } from './examples/tabs-examples';
import { TextareaExamples } from './examples/textarea-examples';
import { ToastExamples } from './examples/toast-examples';

type DsmSectionEntry = { id: keyof typeof dsmMessages.sections; slug: string; Example: ComponentType };

/** The manual's sections in reading order; the table of contents is built from the same list. */
export const dsmSections: readonly DsmSectionEntry[] = [
  { id: 'button', slug: 'button', Example: ButtonExamples },
  { id: 'input', slug: 'input', Example: InputExamples },
  { id: 'textarea', slug: 'textarea', Example: TextareaExamples },
  { id: 'select', slug: 'select', Example: SelectExamples },
  { id: 'combobox', slug: 'combobox', Example: ComboboxExamples },
  { id: 'switch', slug: 'switch', Example: SwitchExamples },
  { id: 'dialog', slug: 'dialog', Example: DialogExamples },
  { id: 'dropdownMenu', slug: 'dropdown-menu', Example: DropdownMenuExamples },
  { id: 'card', slug: 'card', Example: CardExamples },
  { id: 'badge', slug: 'badge', Example: BadgeExamples },
  { id: 'breadcrumb', slug: 'breadcrumb', Example: BreadcrumbExamples },
  { id: 'tabs', slug: 'tabs', Example: TabsExamples },
  { id: 'avatar', slug: 'avatar', Example: AvatarExamples },
  { id: 'toast', slug: 'toast', Example: ToastExamples },
  { id: 'skeleton', slug: 'skeleton', Example: SkeletonExamples },
  { id: 'spinner', slug: 'spinner', Example: SpinnerExamples },
];
