/** Session-scoped browser keys: where to return after login, and the onboarding flag. (docs/product.md#data) */
const redirectKey = 'auth_redirect';
const onboardingKey = 'needsOnboarding';

/** Remembers the protected page a signed-out visitor asked for. */
export const rememberRedirect = (path: string) => sessionStorage.setItem(redirectKey, path);

/**
 * The remembered page, now forgotten; only a page of this site is honoured. The path is read as the browser
 * will read it, which drops tabs and newlines and takes `\` for `/` (`/\t/host` is `//host`, another site).
 */
export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(redirectKey);
  sessionStorage.removeItem(redirectKey);
  if (!path?.startsWith('/')) return null;
  const url = sameSite(path);
  return url ? url.pathname + url.search + url.hash : null;
}

function sameSite(path: string): URL | null {
  try {
    const url = new URL(path, window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

export const setNeedsOnboarding = () => sessionStorage.setItem(onboardingKey, 'true');
export const needsOnboarding = () => sessionStorage.getItem(onboardingKey) === 'true';
export const clearNeedsOnboarding = () => sessionStorage.removeItem(onboardingKey);

/** Signing out forgets what belonged to that session. */
export function clearAuthStorage() {
  sessionStorage.removeItem(redirectKey);
  sessionStorage.removeItem(onboardingKey);
}
