import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RenderWhenVisible } from './render-when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** Stands in for the browser's IntersectionObserver; `scrollIntoView` fires what the browser would. */
function fakeViewport() {
  const callbacks: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollIntoView: () => act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }]))),
  };
}

const LazyDemo = lazy(async () => ({ default: () => <button type="button">Open the demo</button> }));

describe('RenderWhenVisible', () => {
  it('keeps the demo’s space empty until it scrolls into view, then shows the demo', async () => {
    const viewport = fakeViewport();
    const { container } = render(
      <RenderWhenVisible minHeight="8rem">
        <LazyDemo />
      </RenderWhenVisible>,
    );
    expect(screen.queryByRole('button', { name: 'Open the demo' })).toBeNull();
    expect(container.querySelector<HTMLElement>('[aria-hidden]')?.style.minHeight).toBe('8rem');

    await viewport.scrollIntoView();
    expect(await screen.findByRole('button', { name: 'Open the demo' })).toBeTruthy();
  });
});
