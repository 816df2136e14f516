import type { ReactNode } from 'react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/client/components/ui/breadcrumb';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { settingsMessages } from '@/shared/i18n/messages/settings';
import { paths } from '@/shared/paths';
import { settingsItemFor } from './settings-nav';

const copy = settingsMessages;

/**
 * The chrome of every settings screen: the breadcrumb (Settings › group › screen), the screen's title from the
 * navigation list (also the document title) and an optional line under it.
 */
export function SettingsPage({
  path,
  description,
  children,
}: {
  path: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const item = settingsItemFor(path);
  if (!item) throw new Error(`${path} is not in the settings navigation`);
  usePageMeta(item.label);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Breadcrumb aria-label={copy.breadcrumb}>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink to={paths.settings.root}>{copy.title}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>{item.group.label}</BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{item.label}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{item.label}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </header>
      {children}
    </div>
  );
}
