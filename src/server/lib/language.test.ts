import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/i18n/messages/settings';
import { languageFromRequest, requestLanguage, withLanguage } from './language';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('server language', () => {
  it('keeps concurrent requests in their own language across awaits', async () => {
    const read = (language: 'de' | 'fr' | 'en') =>
      withLanguage(language, async () => {
        const seen: string[] = [];
        for (let i = 0; i < 3; i++) {
          seen.push(settingsMessages.items.general);
          await tick();
        }
        return seen;
      });
    const [de, fr, en] = await Promise.all([read('de'), read('fr'), read('en')]);
    expect(de).toEqual(['Allgemein', 'Allgemein', 'Allgemein']);
    expect(fr).toEqual(['Général', 'Général', 'Général']);
    expect(en).toEqual(['General', 'General', 'General']);
    expect(requestLanguage()).toBe('en');
  });

  it('answers in the Accept-Language of each request, English when none is supported', async () => {
    const app = new Hono().use(languageFromRequest).get('/', async (c) => {
      await tick();
      return c.text(settingsMessages.title);
    });
    const ask = async (header?: string) =>
      (await app.request('/', header ? { headers: { 'accept-language': header } } : {})).text();
    const answers = await Promise.all([ask('de-DE,de;q=0.9'), ask('es'), ask('ja'), ask()]);
    expect(answers).toEqual(['Einstellungen', 'Configuración', 'Settings', 'Settings']);
  });
});
