import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';

/** The role × action matrix of a workspace, enforced by better-auth's organization plugin. */
export const workspaceAccess = createAccessControl(defaultStatements);

export const workspaceRoleDefinitions = {
  owner: workspaceAccess.newRole(ownerAc.statements),
  admin: workspaceAccess.newRole(adminAc.statements),
  editor: workspaceAccess.newRole(memberAc.statements),
  collaborator: workspaceAccess.newRole(memberAc.statements),
};
