import { useEffect, useState } from 'react';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

/** The time now in this zone and language, kept current, so a time-zone choice shows its effect at once. */
export function CurrentTime({ locale, timeZone }: { locale: string; timeZone: string | undefined }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(now);
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return (
    <p className="text-sm text-muted-foreground" data-testid="current-time" aria-live="polite">
      {preferencesMessages.general.currentTime(zone ? `${time} (${zone})` : time)}
    </p>
  );
}
