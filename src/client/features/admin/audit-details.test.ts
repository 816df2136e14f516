import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

describe('an audit row’s details', () => {
  it('lists each value, data as JSON, leaving out what is empty', () => {
    expect(
      auditDetailsText({
        stream: 'Orders',
        reason: 'failed',
        detail: null,
        fact: { code: 'busy' },
        rows: 3,
        scopes: ['streams:write', 'datasets:read'],
      }),
    ).toBe(
      'stream: Orders, reason: failed, fact: {"code":"busy"}, rows: 3, scopes: streams:write, datasets:read',
    );
    expect(auditDetailsText(null)).toBe('');
  });
});
