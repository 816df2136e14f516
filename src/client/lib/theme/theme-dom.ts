export type Theme = 'light' | 'dark';

const storageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Storage can be blocked; the choice then lasts for this page only.
  }
}

export const systemThemeQuery = () => window.matchMedia(darkQuery);

export const systemTheme = (): Theme => (systemThemeQuery().matches ? 'dark' : 'light');

/** Mirrors public/theme-init.js, which applies the same before the first paint. */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#000000' : '#ffffff');
}
