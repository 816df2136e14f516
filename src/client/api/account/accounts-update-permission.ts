import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountPermissionKey, AccountPermissions } from '@/shared/account';

export type PermissionToggle = { key: AccountPermissionKey; value: boolean };

export const updateAccountPermission = async ({ key, value }: PermissionToggle) =>
  (
    await apiRequest<{ permissions: AccountPermissions }>('/api/account/permissions', {
      method: 'PATCH',
      body: { [key]: value },
    })
  ).permissions;

/** Saves one toggle as it is flipped: the switch moves at once and moves back if the save fails. */
export const useUpdateAccountPermission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountPermission,
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.account.permissions });
      queryClient.setQueryData<AccountPermissions>(queryKeys.account.permissions, (permissions) =>
        permissions ? { ...permissions, [key]: value } : permissions,
      );
    },
    // Only this toggle goes back: another one flipped meanwhile keeps its own outcome.
    onError: (_error, { key, value }) =>
      queryClient.setQueryData<AccountPermissions>(queryKeys.account.permissions, (permissions) =>
        permissions ? { ...permissions, [key]: !value } : permissions,
      ),
    onSuccess: (_permissions, { key, value }) =>
      queryClient.setQueryData<AccountPermissions>(queryKeys.account.permissions, (permissions) =>
        permissions ? { ...permissions, [key]: value } : permissions,
      ),
  });
};
