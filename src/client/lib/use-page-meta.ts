import { useEffect } from 'react';
import { commonMessages } from '@/shared/i18n/messages/common';

/** Sets the document title and description of the current page. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title === commonMessages.appName ? title : `${title} · ${commonMessages.appName}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
