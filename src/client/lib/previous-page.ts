let current: string | undefined;
let previous: string | undefined;

/** Called on every route change by the root layout. */
export function notePage(pathname: string) {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The in-app page visited before this one (feedback records it as its page of origin), if any. */
export const previousPage = () => previous;
