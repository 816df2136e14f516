import { feedbackPageMaxLength } from '@/shared/limits';

let current: string | undefined;
let previous: string | undefined;

/** Called on every route change by the root layout. */
export function notePage(pathname: string) {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The page this one was reached from by a page load, when it is one of ours (public pages link that way). */
function referringPage(): string | undefined {
  if (!document.referrer) return undefined;
  const referrer = new URL(document.referrer);
  if (referrer.origin !== window.location.origin || referrer.pathname === window.location.pathname)
    return undefined;
  return referrer.pathname;
}

/**
 * The in-app page visited before this one (feedback records it as its page of origin), if any; one too long to
 * record is left out rather than refusing the message.
 */
export function previousPage(): string | undefined {
  const page = previous ?? referringPage();
  return page && page.length <= feedbackPageMaxLength ? page : undefined;
}
