import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { SignInMethods } from '@/shared/account';
import type { IdentityProof } from '@/shared/security';

/** Removes Google, confirmed by the password or a code; refused (409) when it is the last way to sign in. */
export const unlinkGoogle = async (proof: IdentityProof) =>
  (
    await apiRequest<{ methods: SignInMethods }>('/api/account/sign-in-methods/google', {
      method: 'DELETE',
      body: { proof },
    })
  ).methods;

export const useUnlinkGoogle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: (methods) => queryClient.setQueryData(queryKeys.account.signInMethods, methods),
  });
};
