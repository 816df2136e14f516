import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The charts size themselves with a ResizeObserver, which jsdom lacks; at no size they draw nothing. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Like the end-to-end suite, a component test fails on any unexpected console error.
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
