export type Consent = 'accepted' | 'declined';

const name = 'cookie_consent';
export const consentMaxAgeSeconds = 60 * 60 * 24 * 365;

export function readConsent(): Consent | null {
  const match = document.cookie.match(/(?:^|;\s*)cookie_consent=(accepted|declined)/);
  return (match?.[1] as Consent | undefined) ?? null;
}

/** Remembers the visitor's choice for one year (docs/product.md#constants). */
export function storeConsent(consent: Consent) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${consent}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
