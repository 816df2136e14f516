import { afterEach, describe, expect, it } from 'vitest';
import { messagesOf } from './accessor';
import { acceptLanguageTags, pickLanguage } from './languages';
import {
  currentLanguage,
  registerCatalogue,
  setCurrentLanguage,
  setLanguageSource,
  subscribeLanguage,
} from './registry';

const english = {
  title: 'Settings',
  nested: { save: 'Save', greet: (name: string) => `Hi ${name}` },
  list: [{ label: 'One' }],
  onlyInEnglish: 'Only in English',
} as const;

registerCatalogue('de', {
  sample: {
    title: 'Einstellungen',
    nested: { save: 'Speichern', greet: (name: string) => `Hallo ${name}` },
    list: [{ label: 'Eins' }],
  },
});
registerCatalogue('fr', { sample: { title: 'Paramètres', nested: { save: 42 } } });

const msgs = messagesOf('sample', english);

afterEach(() => {
  setLanguageSource(undefined);
  setCurrentLanguage('en');
});

describe('messagesOf', () => {
  it('reads English by default', () => {
    expect(msgs.title).toBe('Settings');
    expect(msgs.nested.greet('Ada')).toBe('Hi Ada');
  });

  it('follows the current language at every read, objects captured earlier included', () => {
    const nested = msgs.nested;
    setCurrentLanguage('de');
    expect(msgs.title).toBe('Einstellungen');
    expect(nested.save).toBe('Speichern');
    expect(nested.greet('Ada')).toBe('Hallo Ada');
    expect(msgs.list[0]!.label).toBe('Eins');
    setCurrentLanguage('en');
    expect(nested.save).toBe('Save');
  });

  it('falls back to English for a missing, mistyped or unloaded translation', () => {
    setCurrentLanguage('de');
    expect(msgs.onlyInEnglish).toBe('Only in English');
    setCurrentLanguage('fr');
    expect(msgs.title).toBe('Paramètres');
    expect(msgs.nested.save).toBe('Save');
    expect(msgs.nested.greet('Ada')).toBe('Hi Ada');
    setCurrentLanguage('it');
    expect(msgs.title).toBe('Settings');
  });

  it('spreads and lists entries in the current language, and cannot be written', () => {
    setCurrentLanguage('de');
    expect({ ...msgs.nested }.save).toBe('Speichern');
    expect(Object.keys(msgs.nested)).toEqual(['save', 'greet']);
    expect(() => {
      (msgs as { title: string }).title = 'x';
    }).toThrow();
  });

  it('notifies subscribers of a change, once', () => {
    let calls = 0;
    const stop = subscribeLanguage(() => calls++);
    setCurrentLanguage('de');
    setCurrentLanguage('de');
    stop();
    setCurrentLanguage('en');
    expect(calls).toBe(1);
  });

  it('takes the language from a source when one is installed (the server’s per-request store)', () => {
    let language: 'de' | undefined = 'de';
    setLanguageSource(() => language);
    expect(currentLanguage()).toBe('de');
    expect(msgs.title).toBe('Einstellungen');
    language = undefined;
    expect(msgs.title).toBe('Settings');
  });
});

describe('language negotiation', () => {
  it('orders Accept-Language by weight and picks the first supported base language', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(pickLanguage(acceptLanguageTags('ja, de-AT;q=0.8, en;q=0.5'))).toBe('de');
    expect(pickLanguage(acceptLanguageTags('pt-BR'))).toBe('pt');
    expect(pickLanguage(acceptLanguageTags('ja, zh'))).toBeUndefined();
    expect(pickLanguage(acceptLanguageTags(undefined))).toBeUndefined();
    expect(pickLanguage(acceptLanguageTags('de;q=0, es'))).toBe('es');
  });
});
