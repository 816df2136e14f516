import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { ProfileSettings } from './profile-settings';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderSettings = () =>
  renderRoutes([{ path: '/settings/profile', Component: ProfileSettings }], '/settings/profile');
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('ProfileSettings', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the email and role read only, and saves a valid name then refetches', async () => {
    let profileName: string | null = null;
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': () => ({ body: { profile: aProfile({ profileName }) } }),
      'PATCH /api/profile': ({ body }) => {
        profileName = (body as { profileName: string }).profileName;
        return { body: { profile: aProfile({ profileName }) } };
      },
    });
    renderSettings();
    const name = await screen.findByLabelText<HTMLInputElement>('Profile name');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Developer')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await userEvent.type(name, 'Ada L.');
    await userEvent.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile name updated'));
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toEqual({ profileName: 'Ada L.' });
    await waitFor(() => expect(api.callsTo('GET /api/profile')).toHaveLength(2));
  });

  it('shows a rule the name breaks as a profile name error', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': { body: { profile: aProfile() } },
    });
    renderSettings();
    await userEvent.type(await screen.findByLabelText('Profile name'), 'Ad');
    await userEvent.click(save());
    expect(await screen.findByText('Profile name error: Name must be at least 3 characters')).toBeTruthy();
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);
  });

  it('keeps what was typed when the update fails', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': { body: { profile: aProfile({ profileName: 'Ada' }) } },
      'PATCH /api/profile': apiError(500, 'internal'),
    });
    renderSettings();
    const name = await screen.findByLabelText<HTMLInputElement>('Profile name');
    await userEvent.type(name, ' Byron');
    await userEvent.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update profile'));
    expect(name.value).toBe('Ada Byron');
  });

  it('says when the profile cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': apiError(500, 'internal'),
    });
    renderSettings();
    expect(await screen.findByText('Unable to load profile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
