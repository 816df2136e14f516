import { screen, waitFor } from '@testing-library/react';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';
import { CompleteSignIn } from './complete-sign-in';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const noWait = vi.fn(() => Promise.resolve());

const renderCallback = (url: string) =>
  renderRoutes(
    [
      { path: '/auth/callback', element: <CompleteSignIn wait={noWait} /> },
      stubPage('/app', 'App'),
      stubPage('/login', 'Log in'),
      stubPage('/onboarding', 'Onboarding'),
      stubPage('/settings/profile', 'Profile settings'),
    ],
    url,
  );

describe('CompleteSignIn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows a spinner with "Completing sign in..." while it works', () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderCallback('/auth/callback');
    expect(screen.getByRole('heading', { name: 'Completing sign in...' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('on an error parameter, forgets the stored redirect, goes there and says it was cancelled', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: null } });
    sessionStorage.setItem('auth_redirect', '/settings/profile');
    const { location } = renderCallback('/auth/callback?error=access_denied');
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
    expect(location()).toBe('/settings/profile');
    expect(sessionStorage.getItem('auth_redirect')).toBeNull();
    expect(toast.info).toHaveBeenCalledWith('Authentication cancelled');
    expect(api.callsTo('GET /api/profile')).toHaveLength(0);
  });

  it('on an error parameter without a stored redirect, goes to /app', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    const { location } = renderCallback('/auth/callback?error=access_denied');
    await waitFor(() => expect(location()).toBe('/app'));
  });

  it('sends a user whose profile lacks a role to onboarding', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': { body: { profile: aProfile({ professionalRole: null }) } },
    });
    const { location } = renderCallback('/auth/callback');
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(location()).toBe('/onboarding');
    expect(toast.info).toHaveBeenCalledWith('Please complete your profile');
    expect(sessionStorage.getItem('needsOnboarding')).toBe('true');
  });

  it('welcomes a user with a complete profile and goes to the stored redirect', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': { body: { profile: aProfile() } },
    });
    sessionStorage.setItem('auth_redirect', '/settings/profile');
    const { location } = renderCallback('/auth/callback');
    await waitFor(() => expect(location()).toBe('/settings/profile'));
    expect(toast.success).toHaveBeenCalledWith('Successfully signed in!');
    expect(sessionStorage.getItem('needsOnboarding')).toBeNull();
  });

  it('tries the session 3 times, 1 second apart, then sends the user to /login', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: null } });
    const { location } = renderCallback('/auth/callback');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(toast.error).toHaveBeenCalledWith('Unable to establish session. Please try again.');
    expect(noWait.mock.calls).toEqual([[1000], [1000]]);
    // The provider's own first read, then the callback's three.
    expect(api.callsTo('GET /api/auth/get-session')).toHaveLength(4);
  });

  it('finds the session on a later try', async () => {
    mockApi({
      'GET /api/auth/get-session': [{ body: null }, { body: null }, { body: aSession() }],
      'GET /api/profile': { body: { profile: aProfile() } },
    });
    const { location } = renderCallback('/auth/callback');
    await waitFor(() => expect(location()).toBe('/app'));
    expect(toast.success).toHaveBeenCalledWith('Successfully signed in!');
  });

  it('shows any other error and goes to /login', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': apiError(403, 'forbidden', 'Your account is banned'),
    });
    const { location } = renderCallback('/auth/callback');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(toast.error).toHaveBeenCalledWith('Your account is banned');
  });
});
