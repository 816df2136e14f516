import type { AuditEntry } from '@/shared/admin';

/** An audit row's details as one line, `key: value, …`: a value that is itself data (a stream error's fact) as JSON. */
export const auditDetailsText = (details: AuditEntry['details']) =>
  details
    ? Object.entries(details)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';
