import { describe, expect, it } from 'vitest';
import { withLanguage } from './language';
import { tooManyRequests } from './rate-limited';

describe('a refused request (429)', () => {
  it("says so in the request's language, with the wait it asks for", () => {
    const refusal = withLanguage('de', () => tooManyRequests(30));
    expect(refusal.message).toBe('Zu viele Versuche. Bitte warte 30 Sekunden und versuche es dann erneut.');
    expect(refusal.headers).toEqual({ 'retry-after': '30' });
    expect(tooManyRequests(1).message).toBe('Too many attempts. Please wait 1 second and try again.');
  });
});
