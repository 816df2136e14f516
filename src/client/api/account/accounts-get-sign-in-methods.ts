import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { SignInMethods } from '@/shared/account';

export const getSignInMethods = async () =>
  (await apiRequest<{ methods: SignInMethods }>('/api/account/sign-in-methods')).methods;

export const useSignInMethods = () =>
  useQuery({ queryKey: queryKeys.account.signInMethods, queryFn: getSignInMethods });
