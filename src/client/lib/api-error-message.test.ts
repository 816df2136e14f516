import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as de } from '@/shared/i18n/de';
import { registerCatalogue, setCurrentLanguage } from '@/shared/i18n/registry';
import { ApiRequestError } from './api-client';
import { apiErrorMessage } from './api-error-message';

beforeEach(() => {
  registerCatalogue('de', de);
  setCurrentLanguage('de');
});

afterEach(() => setCurrentLanguage('en'));

describe('the message for a failed request, in German', () => {
  it('tells a rate limit from the catalogue, whatever language the server (or better-auth) wrote it in', () => {
    const limited = (retryAfter?: number) =>
      new ApiRequestError(429, 'rate_limited', 'Too many requests. Try again in a few minutes.', retryAfter);
    expect(apiErrorMessage(limited(), 'Fehlgeschlagen')).toBe(
      'Zu viele Versuche. Bitte versuche es später erneut.',
    );
    expect(apiErrorMessage(limited(42), 'Fehlgeschlagen')).toBe(
      'Zu viele Versuche. Bitte warte 42 Sekunden und versuche es dann erneut.',
    );
  });

  it("shows the server's message for another refusal (the server wrote it in the request's language)", () => {
    expect(apiErrorMessage(new ApiRequestError(409, 'taken', 'Schon vergeben.'), 'Fehlgeschlagen')).toBe(
      'Schon vergeben.',
    );
  });

  it('falls back to the caller’s catalogue text on a 5xx, a network fault or an answer without a message', () => {
    expect(apiErrorMessage(new ApiRequestError(500, 'internal_error', 'Internal'), 'Fehlgeschlagen')).toBe(
      'Fehlgeschlagen',
    );
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Fehlgeschlagen')).toBe('Fehlgeschlagen');
    expect(apiErrorMessage(new ApiRequestError(404, 'http_error', ''), 'Fehlgeschlagen')).toBe(
      'Fehlgeschlagen',
    );
  });
});
