import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountSession } from '@/shared/account';
import { accountsKeys } from './accounts-keys';

export const listSessions = async () =>
  (await apiRequest<{ sessions: AccountSession[] }>('/api/account/sessions')).sessions;

export const useSessions = () => useQuery({ queryKey: accountsKeys.sessions, queryFn: listSessions });
