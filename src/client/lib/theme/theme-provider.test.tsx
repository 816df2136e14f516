import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from '@/client/components/theme-toggle';

type Listener = (event: { matches: boolean }) => void;

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (dark: boolean) => {
    query.matches = dark;
    act(() => listeners.forEach((listener) => listener({ matches: dark })));
  };
}

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('ThemeProvider', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  });

  it('starts from the system preference when nothing is stored, and follows it', () => {
    const setSystemDark = mockSystemTheme(true);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveProperty('className', 'dark');
    expect(themeColor()).toBe('#000000');
    setSystemDark(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(themeColor()).toBe('#ffffff');
  });

  it('catches a system change made between the first render and its subscription (while hydrating)', () => {
    const query = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
    vi.stubGlobal('matchMedia', () => query);
    function SwitchesDuringRender() {
      // The system turns light after the provider read it, before any listener is there to hear it.
      query.matches = false;
      return null;
    }
    render(
      <ThemeProvider>
        <SwitchesDuringRender />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('prefers the stored choice and ignores system changes once one is stored', () => {
    localStorage.setItem('theme', 'light');
    const setSystemDark = mockSystemTheme(true);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    setSystemDark(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('toggles, persists the choice and names the toggle by what it does', async () => {
    mockSystemTheme(false);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(themeColor()).toBe('#000000');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('raises an error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });
});
