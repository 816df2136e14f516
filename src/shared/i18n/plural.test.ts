import { describe, expect, it } from 'vitest';
import { marketingMessages } from './fr/marketing';
import { memberMessages } from './fr/members';
import { preferencesMessages } from './fr/preferences';
import { securityMessages } from './fr/security';
import { plural } from './plural';

describe('plural', () => {
  it('picks the form by the language’s CLDR rule: French singular for 0 and 1, English for 1 only', () => {
    const forms = { one: 'one', other: 'other' };
    expect([0, 1, 2].map((count) => plural('fr', count, forms))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((count) => plural('en', count, forms))).toEqual(['other', 'one', 'other']);
    // A category the forms leave out (French "many" for a million) falls back to `other`.
    expect(plural('fr', 1_000_000, forms)).toBe('other');
  });
});

describe('French counts', () => {
  it('use the singular for zero everywhere, as "0 personne" did', () => {
    expect(memberMessages.people.count(0)).toBe('0 personne');
    expect(preferencesMessages.apps.count(0)).toBe('0 application');
    expect(marketingMessages.marketplace.count(0)).toBe('0 intégration');
    expect(securityMessages.twoFactor.backupCodesLeft(0)).toBe('Il reste 0 code de secours.');
    expect(preferencesMessages.apps.count(2)).toBe('2 applications');
  });
});
