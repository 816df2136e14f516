import { describe, expect, it } from 'vitest';
import {
  can,
  canActOnMember,
  grantableRoles,
  mayActOn,
  memberActions,
  permissionsOf,
  workspaceRoles,
} from './permissions';

describe('the workspace permission matrix', () => {
  it('gives each role its actions', () => {
    expect(permissionsOf('owner')).toEqual([
      'workspace:update',
      'workspace:delete',
      'member:invite',
      'member:update-role',
      'member:remove',
      'ownership:transfer',
      'billing:manage',
      'data-streams:update',
      'dataset:create',
      'dataset:delete-any',
      'insight:pin',
      'insight:unpin-any',
      'model:train',
      'model:delete-any',
      'api-keys:manage',
    ]);
    expect(permissionsOf('admin')).toEqual([
      'workspace:update',
      'member:invite',
      'member:update-role',
      'member:remove',
      'data-streams:update',
      'dataset:create',
      'dataset:delete-any',
      'insight:pin',
      'insight:unpin-any',
      'model:train',
      'model:delete-any',
      'api-keys:manage',
    ]);
    expect(permissionsOf('editor')).toEqual(['dataset:create', 'insight:pin', 'model:train']);
    expect(permissionsOf('collaborator')).toEqual([]);
    expect(can('admin', 'billing:manage')).toBe(false);
  });

  it('lets a member act only below their rank, and an Owner on anyone', () => {
    const table = workspaceRoles.map((actor) => workspaceRoles.map((target) => mayActOn(actor, target)));
    expect(table).toEqual([
      [true, true, true, true],
      [false, false, true, true],
      [false, false, false, true],
      [false, false, false, false],
    ]);
  });

  it('lets a member grant only roles below their own, and an Owner any', () => {
    expect(grantableRoles('owner')).toEqual(['owner', 'admin', 'editor', 'collaborator']);
    expect(grantableRoles('admin')).toEqual(['editor', 'collaborator']);
    expect(grantableRoles('editor')).toEqual(['collaborator']);
    expect(grantableRoles('collaborator')).toEqual([]);
  });

  it('lets a member act on another member only as role and rank allow, never on themselves', () => {
    const on = (
      actor: (typeof workspaceRoles)[number],
      role: (typeof workspaceRoles)[number],
      isYou = false,
    ) => memberActions.filter((action) => canActOnMember(actor, action, { role, isYou }));
    expect(on('owner', 'owner')).toEqual(['member:update-role', 'member:remove']);
    expect(on('owner', 'admin')).toEqual(['member:update-role', 'member:remove', 'ownership:transfer']);
    expect(on('owner', 'owner', true)).toEqual([]);
    expect(on('admin', 'admin')).toEqual([]);
    expect(on('admin', 'editor')).toEqual(['member:update-role', 'member:remove']);
    expect(on('editor', 'collaborator')).toEqual([]);
    expect(on('collaborator', 'collaborator')).toEqual([]);
  });
});
