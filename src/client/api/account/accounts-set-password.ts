import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { SignInMethods } from '@/shared/account';
import type { IdentityProof } from '@/shared/security';

/** A first password for an account that signs in with Google only, confirmed by a code (emailed, or two-factor). */
export const setPassword = async ({ newPassword, proof }: { newPassword: string; proof: IdentityProof }) =>
  (
    await apiRequest<{ methods: SignInMethods }>('/api/account/sign-in-methods/password', {
      method: 'POST',
      body: { newPassword, proof },
    })
  ).methods;

export const useSetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: (methods) => queryClient.setQueryData(queryKeys.account.signInMethods, methods),
  });
};
