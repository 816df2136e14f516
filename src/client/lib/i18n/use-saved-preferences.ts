import { useEffect } from 'react';
import { useOptionalTheme } from '@/client/lib/theme/theme-provider';

/**
 * Once the signed-in user is known (and whenever it changes), applies their saved theme, language and time
 * zone. The code that reads and applies them loads only then, so signed-out pages do not carry it.
 */
export function useSavedPreferences(userId: string | undefined) {
  const setTheme = useOptionalTheme()?.setTheme;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void (async () => {
      const [{ applyPreferences }, { getPreferences }] = await Promise.all([
        import('./saved-preferences'),
        import('@/client/api/preferences/get-preferences'),
      ]);
      const preferences = await getPreferences();
      if (current) await applyPreferences(preferences, setTheme ?? (() => undefined));
    })()
      // Defaults stay when the preferences cannot be read; the next sign-in tries again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, setTheme]);
}
