import type { AuditEntry } from '@/shared/admin';

/** A list (an API key's scopes) as its items; other data (a stream error's fact) as JSON. */
const valueText = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** An audit row's details as one line, `key: value, …`. */
export const auditDetailsText = (details: AuditEntry['details']) =>
  details
    ? Object.entries(details)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `${key}: ${valueText(value)}`)
        .join(', ')
    : '';
