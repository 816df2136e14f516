import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast as sonner } from '@/client/test/sonner-mock';
import { keepToastsForNextPage, showKeptToasts, toast } from './toast';

vi.mock('sonner', () => import('@/client/test/sonner-mock'));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('toasts carried over a page load', () => {
  it('shows the next page the toasts still on screen, once', async () => {
    toast.success('Successfully logged in');
    keepToastsForNextPage();
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledTimes(1));
    showKeptToasts();
    showKeptToasts();
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledTimes(2));
    expect(sonner.success).toHaveBeenLastCalledWith('Successfully logged in', undefined);
  });

  it('keeps nothing once a toast has left the screen, and drops a kept one whose page load never came', () => {
    vi.useFakeTimers();
    toast.info('Please complete your profile');
    vi.advanceTimersByTime(3001);
    keepToastsForNextPage();
    expect(sessionStorage.length).toBe(0);

    toast.info('Please complete your profile');
    keepToastsForNextPage();
    vi.advanceTimersByTime(10_001);
    sonner.info.mockClear();
    showKeptToasts();
    expect(sonner.info).not.toHaveBeenCalled();
  });

  it('ignores what is not a kept toast', () => {
    vi.clearAllMocks();
    const now = Date.now();
    for (const value of [
      'not json',
      '{"kind":"error"}',
      `[null, 3, {"kind":"alert","message":"x","at":${now}}, {"kind":"error","message":7,"at":${now}}]`,
    ]) {
      sessionStorage.setItem('tessera.toasts', value);
      expect(() => showKeptToasts()).not.toThrow();
    }
    for (const kind of ['success', 'error', 'warning', 'info'] as const)
      expect(sonner[kind]).not.toHaveBeenCalled();
  });
});
