import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { SignInMethods } from '@/shared/account';
import type { IdentityProof } from '@/shared/security';
import { accountsKeys } from './accounts-keys';

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
    onSuccess: (methods) => queryClient.setQueryData(accountsKeys.signInMethods, methods),
  });
};
