import { apiRequest } from '@/client/lib/api-client';
import type { KeptTurn } from '@/shared/conversations';

/** Home's conversation (no dataset) or a dataset page's: the caller's own (src/shared/conversations.ts). */
export const conversationPath = (datasetId?: string) =>
  datasetId
    ? `/api/workspace/datasets/${encodeURIComponent(datasetId)}/conversation`
    : '/api/workspace/conversation';

/** The caller's kept turns, oldest first. */
export const loadConversation = async (path: string, signal?: AbortSignal) =>
  (await apiRequest<{ turns: KeptTurn[] }>(path, { signal })).turns;

/** Appends turns (the server keeps the last 50). */
export const keepTurns = (path: string, turns: KeptTurn[]) =>
  apiRequest<{ turns: KeptTurn[] }>(path, { method: 'POST', body: { turns } });

/** Clears the caller's conversation. */
export const clearConversation = (path: string) => apiRequest<null>(path, { method: 'DELETE' });
