import { createContext, use } from 'react';

export type PreviewTheme = { theme: 'light' | 'dark' };

export const PreviewThemeContext = createContext<PreviewTheme>({ theme: 'light' });

/** Popups render in a portal outside the panel, so they carry the panel's theme class themselves. */
export function usePortalThemeClass(): string {
  return use(PreviewThemeContext).theme;
}

export function useIsDarkPreview(): boolean {
  return use(PreviewThemeContext).theme === 'dark';
}
