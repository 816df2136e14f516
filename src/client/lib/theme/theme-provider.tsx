import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyTheme,
  readStoredTheme,
  storeTheme,
  systemTheme,
  systemThemeQuery,
  type Theme,
} from './theme-dom';

type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The stored choice wins; without one the theme follows the system, live. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // The build-time pre-render has no window; the toggle renders theme-free markup until hydrated (ThemeToggle).
  const [theme, setThemeState] = useState<Theme>(() =>
    typeof window === 'undefined' ? 'light' : (readStoredTheme() ?? systemTheme()),
  );

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    const query = systemThemeQuery();
    const follow = () => {
      if (!readStoredTheme()) setThemeState(query.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    // A change between the first render and this subscription (hydration yields to the browser) is caught up.
    follow();
    return () => query.removeEventListener('change', follow);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}

/** The theme context when there is one (code that may also run outside the provider, e.g. in tests). */
export const useOptionalTheme = (): ThemeContextValue | null => use(ThemeContext);
