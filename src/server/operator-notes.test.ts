import { describe, expect, it } from 'vitest';
import { operatorNotes } from './operator-notes';

describe('operator notes at start-up', () => {
  it('tells the operator what is off and how to turn it on', () => {
    expect(operatorNotes({})).toEqual([
      'Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it',
      'online billing is off: set BILLING_PORTAL_URL to offer Owners the customer portal',
    ]);
  });

  it('says nothing when everything is configured', () => {
    expect(
      operatorNotes({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        BILLING_PORTAL_URL: 'https://billing.example/portal',
      }),
    ).toEqual([]);
  });
});
