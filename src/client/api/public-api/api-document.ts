import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';

export const apiDocumentUrl = '/api/openapi.json';

export type ApiSchema = Record<string, unknown>;

export type ApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: ApiSchema }[];
  requestBody?: { content: Record<string, { schema: ApiSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: ApiSchema }> }>;
};

export type ApiDocument = {
  info: { title: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, ApiOperation>>;
  components: { schemas: Record<string, ApiSchema> };
};

/** The OpenAPI description of every `/api` route (signed-in callers only; src/server/openapi). */
export const useApiDocument = () =>
  useQuery({
    queryKey: queryKeys.apiDocument,
    queryFn: ({ signal }) => apiRequest<ApiDocument>(apiDocumentUrl, { signal }),
    staleTime: Infinity,
  });
