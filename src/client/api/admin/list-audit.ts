import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AuditEntry, AuditFilters } from '@/shared/admin';
import { filterQuery } from './filter-query';
import type { Paged } from '@/shared/paged';

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: queryKeys.admin.audit(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<AuditEntry>>(`/api/admin/audit?${filterQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
