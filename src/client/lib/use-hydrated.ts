import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while rendering the pre-rendered HTML (at build time, and while hydrating it), true otherwise; React
 * renders again with true right after hydration. Markup that depends on the browser (stored choices, the URL's
 * query) reads it so that hydration sees exactly the pre-rendered markup (docs/decisions/021).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
