import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { SignInMethods } from '@/shared/account';
import { accountsKeys } from './accounts-keys';

export const getSignInMethods = async () =>
  (await apiRequest<{ methods: SignInMethods }>('/api/account/sign-in-methods')).methods;

export const useSignInMethods = () =>
  useQuery({ queryKey: accountsKeys.signInMethods, queryFn: getSignInMethods });
