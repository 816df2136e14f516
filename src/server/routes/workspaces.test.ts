import { expect, it } from 'vitest';
import { maxOwnedWorkspaces, type WorkspaceListEntry } from '../../shared/workspace';
import { createOwnedWorkspace } from '../services/workspace/workspace-creation';
import { cookieHeader, newAccount, signIn, withCookie } from '../test/auth-helpers';
import { activeWorkspace, invitedLinkId, signedUpOwner } from '../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, type TestApp } from '../test/test-app';

const post = (testApp: TestApp, cookie: string, path: string, body: unknown) =>
  testApp.app.request(`/api/workspaces${path}`, withCookie(cookie, jsonRequest('POST', body)));

/** A fresh session of the same account, as the next login opens it. */
const nextLogin = async (testApp: TestApp, account: { email: string; password: string }) =>
  (await signIn(testApp, account)).cookie;

describeOnEachDatabase('/api/workspaces', (context) => {
  it('starts the next login in the workspace the user last switched to', async () => {
    const owner = await signedUpOwner(context());
    const user = await signedUpOwner(context());
    const linkId = await invitedLinkId(context(), owner.cookie, user.account.email, 'editor');
    const accepted = await context().app.request(
      `/api/invitations/${encodeURIComponent(linkId)}/accept`,
      withCookie(user.cookie, jsonRequest('POST', {})),
    );
    expect(accepted.status).toBe(200);

    // Accepting an invitation is using that workspace: the next login starts there, not in the personal one.
    expect((await activeWorkspace(context(), await nextLogin(context(), user.account))).id).toBe(
      owner.workspace.id,
    );

    // Switching back to the personal workspace makes it the last used.
    expect((await post(context(), user.cookie, '/active', { workspaceId: user.workspace.id })).status).toBe(
      200,
    );
    expect((await activeWorkspace(context(), await nextLogin(context(), user.account))).id).toBe(
      user.workspace.id,
    );
  });

  it('starts a sign-up from an invitation, and its next login, in the invited workspace', async () => {
    const owner = await signedUpOwner(context());
    const account = newAccount();
    const linkId = await invitedLinkId(context(), owner.cookie, account.email, 'collaborator');
    const response = await context().app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', { ...account, invitationId: linkId }),
    );
    expect((await activeWorkspace(context(), cookieHeader(response))).id).toBe(owner.workspace.id);
    expect((await activeWorkspace(context(), await nextLogin(context(), account))).id).toBe(
      owner.workspace.id,
    );
  });

  it('creates a workspace owned by the caller, and works in it at once', async () => {
    const user = await signedUpOwner(context());
    const created = await post(context(), user.cookie, '', { name: '  Difference Engines  ' });
    expect(created.status).toBe(201);
    const { workspaces } = (await created.json()) as { workspaces: WorkspaceListEntry[] };
    expect(workspaces).toHaveLength(2);
    expect(workspaces.find((workspace) => workspace.active)).toMatchObject({
      name: 'Difference Engines',
      role: 'owner',
    });
    expect(await activeWorkspace(context(), user.cookie)).toMatchObject({
      name: 'Difference Engines',
      role: 'owner',
      memberCount: 1,
    });
    expect((await activeWorkspace(context(), await nextLogin(context(), user.account))).name).toBe(
      'Difference Engines',
    );
  });

  it('refuses an empty name, a signed-out caller and more owned workspaces than the cap', async () => {
    const user = await signedUpOwner(context());
    const empty = await post(context(), user.cookie, '', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: { code: 'invalid_input', message: 'Workspace name cannot be empty', field: 'name' },
    });
    expect((await post(context(), '', '', { name: 'Anonymous' })).status).toBe(401);

    for (let owned = 1; owned < maxOwnedWorkspaces; owned++) {
      await createOwnedWorkspace(context().database.db, user.userId, `Filler ${owned}`);
    }
    const over = await post(context(), user.cookie, '', { name: 'One too many' });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      error: {
        code: 'workspace_limit',
        message: `You can own at most ${maxOwnedWorkspaces} workspaces. Delete one you no longer need first.`,
      },
    });
  });
});
