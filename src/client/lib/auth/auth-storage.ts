/** Session-scoped browser keys: where to return after login, and the onboarding flag. (docs/product.md#data) */
const redirectKey = 'auth_redirect';
const onboardingKey = 'needsOnboarding';

/** Remembers the protected page a signed-out visitor asked for. */
export const rememberRedirect = (path: string) => sessionStorage.setItem(redirectKey, path);

/** The remembered page, now forgotten; only same-site paths are honoured (not `//host` nor `/\host`, which browsers read alike). */
export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(redirectKey);
  sessionStorage.removeItem(redirectKey);
  return path && /^\/(?![/\\])/.test(path) ? path : null;
}

export const setNeedsOnboarding = () => sessionStorage.setItem(onboardingKey, 'true');
export const needsOnboarding = () => sessionStorage.getItem(onboardingKey) === 'true';
export const clearNeedsOnboarding = () => sessionStorage.removeItem(onboardingKey);

/** Signing out forgets what belonged to that session. */
export function clearAuthStorage() {
  sessionStorage.removeItem(redirectKey);
  sessionStorage.removeItem(onboardingKey);
}
