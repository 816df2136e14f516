import { createContext, use, useEffect } from 'react';
import { commonMessages } from '@/shared/i18n/messages/common';

export type PageMeta = { title: string; description?: string };

/** The page title as the browser tab shows it. */
const documentTitle = (title: string) =>
  title === commonMessages.appName ? title : `${title} · ${commonMessages.appName}`;

/**
 * Given by the build-time pre-render, which has no document: it takes each page's title and description
 * for the static HTML's head.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title and description of the current page. */
export function usePageMeta(title: string, description?: string) {
  use(PageMetaRecorder)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
