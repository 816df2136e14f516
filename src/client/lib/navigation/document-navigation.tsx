import { keepToastsForNextPage } from '@/client/lib/toast';
import type { LinkProps, Navigation, Place } from './navigation';

/** A plain anchor: the browser loads the page, which public pages answer pre-rendered. */
function DocumentLink({ to, ...props }: LinkProps) {
  return <a {...props} href={to} />;
}

/**
 * Navigation for pages shown without React Router (docs/decisions/026): each move is a page load, and the
 * page it lands on starts the app afresh, with React Router if it needs it.
 */
export function documentNavigation(location: Place): Navigation {
  return {
    location,
    navigate: (to, options) => {
      // Our own pages only: a path, never another site nor a `javascript:` address.
      const target = new URL(to, window.location.href);
      if (target.origin !== window.location.origin) throw new Error(`not a page of this site: ${to}`);
      keepToastsForNextPage();
      if (options?.replace) window.location.replace(target);
      else window.location.assign(target);
      // Never settles: the page is going, and a form awaiting this stays disabled until it has gone.
      return new Promise<void>(() => {});
    },
    Link: DocumentLink,
  };
}
