import { apiRequest } from '@/client/lib/api-client';
import type { AdminRole, AdminUserRow, BanInput } from '@/shared/admin';
import { useAdminChange } from './admin-change';

const userPath = (id: string, action: string) => `/api/admin/users/${encodeURIComponent(id)}/${action}`;

export const banUser = ({ id, ...input }: BanInput & { id: string }) =>
  apiRequest<{ user: AdminUserRow }>(userPath(id, 'ban'), { method: 'POST', body: input });
export const unbanUser = (id: string) =>
  apiRequest<{ user: AdminUserRow }>(userPath(id, 'unban'), { method: 'POST', body: {} });
export const revokeUserSessions = (id: string) =>
  apiRequest<{ revoked: number }>(userPath(id, 'revoke-sessions'), { method: 'POST', body: {} });
export const setAdminRole = ({ id, role }: { id: string; role: AdminRole }) =>
  apiRequest<{ user: AdminUserRow }>(userPath(id, 'role'), { method: 'PUT', body: { role } });

export const useBanUser = () => useAdminChange(banUser);
export const useUnbanUser = () => useAdminChange(unbanUser);
export const useRevokeUserSessions = () => useAdminChange(revokeUserSessions);
export const useSetAdminRole = () => useAdminChange(setAdminRole);
