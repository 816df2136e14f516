import { apiRequest } from '@/client/lib/api-client';
import type { FeedbackInput } from '@/shared/feedback';

export type SentFeedback = { feedback: { id: string; createdAt: string } };

export const sendFeedback = (input: FeedbackInput) =>
  apiRequest<SentFeedback>('/api/feedback', { method: 'POST', body: input });
