import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from '@/client/app/routes/auth/onboarding';
import { aProfile, aSession } from '@/client/test/factories';
import { apiError, mockApi, type MockReply } from '@/client/test/mock-api';
import { integrations } from '@/shared/integrations';
import { fullNameMaxLength } from '@/shared/limits';
import { workspaceNameMaxLength } from '@/shared/workspace';
import { renderRoutes, stubPage } from '@/client/test/render-routes';

/** The answer's data streams: every integration, these connected. */
const streams = (connected: string[]) =>
  integrations.map(({ slug }) => ({ slug, connected: connected.includes(slug), connectedIn: [] }));

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

/** A Google sign-up: the full name came from Google, the role was never asked. */
const profile = aProfile({ workspaceName: 'ada', professionalRole: null });

function mockOnboardingApi(
  overrides: Record<string, MockReply | ((request: { body: unknown }) => MockReply)> = {},
  signedUp = profile,
) {
  return mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/profile': { body: { profile: signedUp } },
    'PATCH /api/profile': ({ body }) => ({ body: { profile: { ...profile, ...(body as object) } } }),
    'PATCH /api/workspace': ({ body }) => ({
      body: { workspace: { id: 'workspace-1', ...(body as object) } },
    }),
    'POST /api/workspace/invitations': ({ body }) => ({
      status: 201,
      body: {
        invitations: (body as { emails: string[] }).emails.map((email, index) => ({
          id: `i${index}`,
          email,
        })),
      },
    }),
    'GET /api/workspace/data-streams': { body: { dataStreams: streams(['slack']) } },
    'PUT /api/workspace/data-streams': ({ body }) => ({
      body: { dataStreams: streams((body as { slugs: string[] }).slugs) },
    }),
    ...overrides,
  });
}

const renderOnboarding = () =>
  renderRoutes([{ path: '/onboarding', Component: OnboardingPage }, stubPage('/app', 'App')], '/onboarding');

const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' });

async function expectStep(step: number, title: string, total = 4) {
  expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  expect(progress().getAttribute('aria-valuenow')).toBe(String(step));
  expect(progress().getAttribute('aria-valuemax')).toBe(String(total));
  expect(screen.getByText(`Step ${step} of ${total}`)).toBeTruthy();
}

/** Picks a role in step 1's role field. */
async function chooseRole(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('Onboarding', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.setItem('needsOnboarding', 'true');
  });

  it('saves each step, skips where asked, and finishes at /app', async () => {
    const user = userEvent.setup();
    const api = mockOnboardingApi();
    const { location } = renderOnboarding();

    await expectStep(1, 'Tell us about you');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Ada Lovelace');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Role' }).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await chooseRole('Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectStep(2, 'Name your workspace');
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toEqual({
      fullName: 'Ada Lovelace',
      professionalRole: 'developer',
    });
    const workspaceName = screen.getByLabelText<HTMLInputElement>('Workspace name');
    expect(workspaceName.value).toBe('ada');
    await user.clear(workspaceName);
    await user.type(workspaceName, 'Analytical Engines');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectStep(3, 'Invite your teammates');
    expect(api.callsTo('PATCH /api/workspace')[0]!.body).toEqual({ name: 'Analytical Engines' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    await expectStep(4, 'Pick your data streams');
    expect(api.callsTo('POST /api/workspace/invitations')).toHaveLength(0);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Slack' }).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'GitHub' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(location()).toBe('/app'));
    expect(api.callsTo('PUT /api/workspace/data-streams')[0]!.body).toEqual({ slugs: ['slack', 'github'] });
    expect(toast.success).toHaveBeenCalledWith('Setup complete! Welcome to Tessera');
    expect(sessionStorage.getItem('needsOnboarding')).toBeNull();
  });

  it('asks nothing sign-up already asked: with a full name and a role, it starts at the workspace', async () => {
    const api = mockOnboardingApi({}, aProfile({ workspaceName: 'ada' }));
    renderOnboarding();
    await expectStep(1, 'Name your workspace', 3);
    expect(screen.queryByRole('heading', { name: 'Tell us about you' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await expectStep(2, 'Invite your teammates', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await expectStep(3, 'Pick your data streams', 3);
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);
  });

  it('skips steps 2 to 4 without saving anything', async () => {
    const user = userEvent.setup();
    const api = mockOnboardingApi();
    const { location } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Tell us about you' });
    await chooseRole('Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectStep(2, 'Name your workspace');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await expectStep(3, 'Invite your teammates');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await expectStep(4, 'Pick your data streams');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(location()).toBe('/app'));
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/api/profile',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Setup complete! Welcome to Tessera');
  });

  it('announces only the invitations the server made', async () => {
    const user = userEvent.setup();
    const api = mockOnboardingApi({
      'POST /api/workspace/invitations': {
        status: 201,
        body: {
          outcomes: [
            { email: 'grace@example.com', status: 'sent' },
            { email: 'alan@example.com', status: 'refused', message: 'This workspace is full.' },
          ],
        },
      },
    });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Tell us about you' });
    await chooseRole('Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await expectStep(3, 'Invite your teammates');

    const emails = screen.getByLabelText('Email addresses');
    await user.type(emails, 'grace@example.com, nope');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Not a valid email address: nope')).toBeTruthy();
    expect(api.callsTo('POST /api/workspace/invitations')).toHaveLength(0);

    await user.clear(emails);
    await user.type(emails, 'Grace@example.com, alan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await expectStep(4, 'Pick your data streams');
    expect(api.callsTo('POST /api/workspace/invitations')[0]!.body).toEqual({
      emails: ['grace@example.com', 'alan@example.com'],
    });
    expect(toast.success).toHaveBeenCalledWith('Invitation sent to grace@example.com');
    expect(toast.success).not.toHaveBeenCalledWith('Invitation sent to alan@example.com');
    expect(toast.error).toHaveBeenCalledWith('Failed to send invitation', {
      description: 'alan@example.com: This workspace is full.',
    });
  });

  it('keeps the step and what was typed when a save fails', async () => {
    const user = userEvent.setup();
    mockOnboardingApi({ 'PATCH /api/workspace': apiError(500, 'internal', 'boom') });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Tell us about you' });
    await chooseRole('Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const workspaceName = await screen.findByLabelText<HTMLInputElement>('Workspace name');
    await user.type(workspaceName, ' Labs');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save your preferences', undefined),
    );
    await expectStep(2, 'Name your workspace');
    expect(workspaceName.value).toBe('ada Labs');
  });

  it('takes no longer a full name or workspace name than the shared schemas allow', async () => {
    const user = userEvent.setup();
    mockOnboardingApi();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Tell us about you' });
    const fullName = screen.getByLabelText<HTMLInputElement>('Full name');
    await user.clear(fullName);
    await user.paste('a'.repeat(fullNameMaxLength + 10));
    expect(fullName.value).toHaveLength(fullNameMaxLength);
    await chooseRole('Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const workspaceName = await screen.findByLabelText<HTMLInputElement>('Workspace name');
    await user.clear(workspaceName);
    await user.paste('w'.repeat(workspaceNameMaxLength + 10));
    expect(workspaceName.value).toHaveLength(workspaceNameMaxLength);
  });

  it('goes to /app when there is no onboarding to do', async () => {
    sessionStorage.removeItem('needsOnboarding');
    mockOnboardingApi();
    const { location } = renderOnboarding();
    await waitFor(() => expect(location()).toBe('/app'));
  });
});
