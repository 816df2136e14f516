import { useState, useSyncExternalStore } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import { commonMessages } from '@/shared/i18n/messages/common';
import { readConsent, storeConsent, type Consent } from './consent-cookie';

const subscribeNothing = () => () => {};

/**
 * Pre-rendered pages carry the banner (it is often their largest text, so it must not wait for scripts); for
 * a visitor who has already answered, public/theme-init.js hides it before the first paint and the hydrated
 * page drops it.
 */
export function CookieBanner() {
  const stored = useSyncExternalStore(subscribeNothing, readConsent, () => null);
  const [chosen, setConsent] = useState<Consent | null>(null);
  if (chosen ?? stored) return null;

  const choose = (choice: Consent) => {
    storeConsent(choice);
    setConsent(choice);
  };

  return (
    <section
      aria-label={commonMessages.cookieBanner.label}
      className="fixed inset-x-3 bottom-3 z-40 flex flex-col gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg sm:left-4 sm:right-auto sm:max-w-md [.cookie-consent-given_&]:hidden"
    >
      <p>
        {commonMessages.cookieBanner.text}{' '}
        <Link to={paths.marketing.cookies} className="underline underline-offset-4">
          {commonMessages.cookieBanner.learnMore}
        </Link>
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => choose('declined')}>
          {commonMessages.cookieBanner.decline}
        </Button>
        <Button size="sm" onClick={() => choose('accepted')}>
          {commonMessages.cookieBanner.accept}
        </Button>
      </div>
    </section>
  );
}
