import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountSession } from '@/shared/account';

export const listSessions = async () =>
  (await apiRequest<{ sessions: AccountSession[] }>('/api/account/sessions')).sessions;

export const useSessions = () => useQuery({ queryKey: queryKeys.account.sessions, queryFn: listSessions });
