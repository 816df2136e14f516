import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AuditEntry, AuditFilters, Paged } from '@/shared/admin';
import { adminKeys, filterQuery } from './keys';

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<AuditEntry>>(`/api/admin/audit?${filterQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
