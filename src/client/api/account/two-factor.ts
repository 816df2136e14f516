import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { EmailCodePurpose, IdentityProof, TwoFactorEnrolment, TwoFactorStatus } from '@/shared/security';

const base = '/api/account/two-factor';

export const getTwoFactorStatus = async () =>
  (await apiRequest<{ twoFactor: TwoFactorStatus }>(base)).twoFactor;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: queryKeys.account.twoFactor, queryFn: getTwoFactorStatus });

/** For an account without a password: a code mailed to its address proves the holder. */
export const sendEmailCode = (purpose: EmailCodePurpose) =>
  apiRequest<null>(`${base}/email-code`, { method: 'POST', body: { purpose } });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

export const startEnrolment = async (proof: IdentityProof) =>
  (await apiRequest<{ enrolment: TwoFactorEnrolment }>(`${base}/enrolment`, { method: 'POST', body: proof }))
    .enrolment;

export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });

/** Every change here refreshes the card (and the sessions list: turning on renews this session). */
const useTwoFactorChange = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshQueries(queryClient, [queryKeys.account.all]) });
};

export const confirmEnrolment = async (code: string) =>
  (await apiRequest<{ backupCodes: string[] }>(`${base}/confirmation`, { method: 'POST', body: { code } }))
    .backupCodes;

export const useConfirmEnrolment = () => useTwoFactorChange(confirmEnrolment);

export const regenerateBackupCodes = async (proof: IdentityProof) =>
  (await apiRequest<{ backupCodes: string[] }>(`${base}/backup-codes`, { method: 'POST', body: proof }))
    .backupCodes;

export const useRegenerateBackupCodes = () => useTwoFactorChange(regenerateBackupCodes);

export const disableTwoFactor = (proof: IdentityProof) =>
  apiRequest<null>(`${base}/disable`, { method: 'POST', body: proof });

export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);

export const forgetTrustedDevices = async () =>
  (await apiRequest<{ forgotten: number }>(`${base}/trusted-devices`, { method: 'DELETE' })).forgotten;

export const useForgetTrustedDevices = () => useTwoFactorChange(forgetTrustedDevices);
