import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { fullNameMaxLength } from '@/shared/limits';
import { profileNameMaxLength, type Profile } from '@/shared/profile';
import { ProfileSettings } from './profile-settings';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderSettings = () =>
  renderRoutes([{ path: '/settings/profile', Component: ProfileSettings }], '/settings/profile');
const section = (name: string) =>
  screen.getByRole('heading', { name }).closest<HTMLElement>('[data-slot="card"]')!;
const saveIn = (name: string) =>
  within(section(name)).getByRole<HTMLButtonElement>('button', { name: 'Save' });

/** A server that keeps what PATCH /api/profile sends. */
function profileServer(initial: Partial<Profile> = {}) {
  let profile = aProfile(initial);
  return mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/profile': () => ({ body: { profile } }),
    'PATCH /api/profile': ({ body }) => {
      profile = { ...profile, ...(body as Partial<Profile>) };
      return { body: { profile } };
    },
  });
}

describe('ProfileSettings', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the email read only, and saves a valid profile name then refetches', async () => {
    const api = profileServer();
    renderSettings();
    const name = await screen.findByLabelText<HTMLInputElement>('Profile name');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(saveIn('Profile Name').disabled).toBe(true);
    await userEvent.type(name, 'Ada L.');
    await userEvent.click(saveIn('Profile Name'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile name updated'));
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toEqual({ profileName: 'Ada L.' });
    await waitFor(() => expect(api.callsTo('GET /api/profile')).toHaveLength(2));
  });

  it('shows a rule the name breaks as a profile name error', async () => {
    const api = profileServer();
    renderSettings();
    await userEvent.type(await screen.findByLabelText('Profile name'), 'Ad');
    await userEvent.click(saveIn('Profile Name'));
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
    await userEvent.click(saveIn('Profile Name'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update profile'));
    expect(name.value).toBe('Ada Byron');
  });

  it('takes no longer a profile name or full name than the shared schema allows', async () => {
    profileServer({ profileName: '' });
    renderSettings();
    const user = userEvent.setup();
    const name = await screen.findByLabelText<HTMLInputElement>('Profile name');
    await user.click(name);
    await user.paste('a'.repeat(profileNameMaxLength + 10));
    expect(name.value).toHaveLength(profileNameMaxLength);
    const fullName = screen.getByLabelText<HTMLInputElement>('Full name');
    await user.clear(fullName);
    await user.paste('a'.repeat(fullNameMaxLength + 10));
    expect(fullName.value).toHaveLength(fullNameMaxLength);
  });

  it('saves the full name and role together', async () => {
    const api = profileServer();
    renderSettings();
    const fullName = await screen.findByLabelText<HTMLInputElement>('Full name');
    await userEvent.clear(fullName);
    await userEvent.type(fullName, 'Ada King');
    await userEvent.click(saveIn('About you'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toEqual({
      fullName: 'Ada King',
      professionalRole: 'developer',
    });
  });

  it('saves the links normalised, handles made into URLs, and shows them as saved', async () => {
    const api = profileServer();
    renderSettings();
    await userEvent.type(await screen.findByLabelText('GitHub'), '@octocat');
    await userEvent.type(screen.getByLabelText('Twitter / X'), 'https://twitter.com/ada');
    await userEvent.click(saveIn('Links'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Links saved'));
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toEqual({
      links: { github: 'https://github.com/octocat', twitter: 'https://twitter.com/ada' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('GitHub').value).toBe('https://github.com/octocat'),
    );
  });

  it('shows a link on the wrong site beside its field and sends nothing', async () => {
    const api = profileServer();
    renderSettings();
    await userEvent.type(await screen.findByLabelText('LinkedIn'), 'https://example.com/in/ada');
    await userEvent.click(saveIn('Links'));
    expect(
      await screen.findByText(
        'Use a LinkedIn address (linkedin.com, www.linkedin.com) or just your username.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('LinkedIn').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);
  });

  it('saves the feedback-email toggle as it flips, and puts it back when the save fails', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/profile': { body: { profile: aProfile() } },
      'PATCH /api/profile': [
        { body: { profile: aProfile({ feedbackEmails: false }) } },
        apiError(500, 'internal'),
      ],
    });
    renderSettings();
    const toggle = await screen.findByRole('switch', { name: 'Receive feedback emails' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('You will no longer receive feedback emails'),
    );
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toEqual({ feedbackEmails: false });

    await userEvent.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save your email preference'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
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
