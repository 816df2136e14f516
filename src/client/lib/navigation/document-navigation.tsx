import { keepToastsForNextPage } from '@/client/lib/toast';
import type { LinkProps, Navigation, Place } from './navigation';

/** A plain anchor: the browser loads the page, which public pages answer pre-rendered. */
function DocumentLink({ to, replace, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!replace || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        window.location.replace(to);
      }}
    />
  );
}

/**
 * Navigation for pages shown without React Router (docs/decisions/026): each move is a page load, and the
 * page it lands on starts the app afresh, with React Router if it needs it.
 */
export function documentNavigation(location: Place): Navigation {
  return {
    location,
    navigate: (to, options) => {
      keepToastsForNextPage();
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    Link: DocumentLink,
  };
}
