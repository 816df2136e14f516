import { afterEach, describe, expect, it } from 'vitest';
import { setFormatPreferences } from '@/client/lib/format';
import { messages as de } from '@/shared/i18n/de';
import { messages as es } from '@/shared/i18n/es';
import { messages as fr } from '@/shared/i18n/fr';
import { messages as it_ } from '@/shared/i18n/it';
import { messages as pt } from '@/shared/i18n/pt';
import { registerCatalogue, setCurrentLanguage } from '@/shared/i18n/registry';
import type { Language } from '@/shared/preferences';
import { rowRefusalText, type RowRefusal, type StreamErrorFact } from '@/shared/stream-errors';
import { streamErrorFactText, streamErrorText } from './stream-error-text';

afterEach(() => {
  setCurrentLanguage('en');
  setFormatPreferences({ locale: 'en' });
});

const said = (fact: StreamErrorFact) => streamErrorText({ reason: 'failed', fact, detail: null });

describe('a stream error as its list shows it', () => {
  it('words Tessera’s facts with their figures, and keeps what the source said as it came', () => {
    expect(
      streamErrorText({
        reason: 'too-large',
        fact: { code: 'datasetBytes', bytes: 21_500_000 },
        detail: null,
      }),
    ).toBe('Too large (the dataset would be 20.5 MB)');
    expect(
      streamErrorText({ reason: 'malformed', fact: { code: 'unmappedEvents', count: 1 }, detail: null }),
    ).toBe('Not readable (1 event could not be mapped)');
    expect(
      streamErrorText({
        reason: 'malformed',
        fact: { code: 'refusedRows', count: 1200, first: { kind: 'nested', column: 'labels' } },
        detail: null,
      }),
    ).toMatch(/^Not readable \(1,200 rows refused; the first: .*labels/);
    expect(said({ code: 'busy' })).toBe('Failed (the stream was busy with other batches at each try)');
    expect(said({ code: 'privateAddress', host: 'intranet.example', address: '10.0.0.7' })).toBe(
      'Failed (intranet.example resolves to 10.0.0.7, a private or local address)',
    );
    expect(said({ code: 'postgresSource', reason: 'auth-failed' })).toBe(
      'Failed (The database refused this user or password.)',
    );
    expect(said({ code: 'unreadable', error: { code: 'workbook-damaged' } })).toMatch(/^Failed \(.+\)$/);
    expect(streamErrorText({ reason: 'http-error', fact: null, detail: 'HTTP 404' })).toBe(
      'The source answered an error (HTTP 404)',
    );
    expect(streamErrorText({ reason: 'bad-signature', fact: null, detail: null })).toBe('Wrong signature');
  });

  it('in the reader’s language, whatever language the server was in when it noted them', () => {
    registerCatalogue('de', de);
    setCurrentLanguage('de');
    setFormatPreferences({ locale: 'de' });
    expect(said({ code: 'busy' })).toBe(
      'Fehlgeschlagen (der Datenstrom war bei jedem Versuch mit anderen Stapeln beschäftigt)',
    );
    expect(
      streamErrorText({ reason: 'malformed', fact: { code: 'unmappedEvents', count: 2 }, detail: null }),
    ).toBe('Nicht lesbar (2 Ereignisse konnten nicht zugeordnet werden)');
    expect(
      streamErrorText({ reason: 'too-large', fact: { code: 'datasetRows', count: 1_000_001 }, detail: null }),
    ).toBe('Zu groß (der Datensatz hätte 1.000.001 Zeilen)');
    registerCatalogue('fr', fr);
    setCurrentLanguage('fr');
    expect(said({ code: 'noAnswer' })).toMatch(/la source n’a pas répondu à temps/);
  });
});

/** One fact of each code (the type makes the list whole). */
const oneOfEach: { [Code in StreamErrorFact['code']]: StreamErrorFact & { code: Code } } = {
  datasetBytes: { code: 'datasetBytes', bytes: 21_000_000 },
  announcedBytes: { code: 'announcedBytes', bytes: 30_000_000 },
  overBytes: { code: 'overBytes', bytes: 20_971_520 },
  datasetRows: { code: 'datasetRows', count: 1_000_001 },
  columns: { code: 'columns', count: 501 },
  unmappedEvents: { code: 'unmappedEvents', count: 3 },
  redirects: { code: 'redirects', count: 5 },
  truncated: { code: 'truncated', count: 100_000 },
  refusedRows: { code: 'refusedRows', count: 2, first: { kind: 'too-long', column: 'title' } },
  busy: { code: 'busy' },
  serverBusy: { code: 'serverBusy' },
  paused: { code: 'paused' },
  datasetDeleted: { code: 'datasetDeleted' },
  noAnswer: { code: 'noAnswer' },
  scheme: { code: 'scheme' },
  otherArchive: { code: 'otherArchive' },
  nul: { code: 'nul' },
  notJson: { code: 'notJson' },
  notArray: { code: 'notArray' },
  noRows: { code: 'noRows' },
  unresolved: { code: 'unresolved', host: 'nowhere.example' },
  privateAddress: { code: 'privateAddress', host: 'db.example', address: '10.0.0.7' },
  postgresSource: { code: 'postgresSource', reason: 'statement-timeout' },
  unreadable: { code: 'unreadable', error: { code: 'read-too-slow' } },
};

/** One refused row of each kind (the type makes the list whole). */
const oneOfEachRefusal: { [Kind in RowRefusal['kind']]: RowRefusal & { kind: Kind } } = {
  'not-an-object': { kind: 'not-an-object' },
  'too-many-columns': { kind: 'too-many-columns' },
  'bad-column-name': { kind: 'bad-column-name' },
  nested: { kind: 'nested', column: 'labels' },
  'number-too-large': { kind: 'number-too-large', column: 'amount' },
  'too-long': { kind: 'too-long', column: 'title' },
  unreadable: { kind: 'unreadable', message: 'Trailing quote on quoted field is malformed' },
};

describe('every fact, in every language', () => {
  const catalogues = { en: undefined, de, es, fr, it: it_, pt } as const;
  for (const [language, catalogue] of Object.entries(catalogues) as [Language, typeof de | undefined][]) {
    it(`${language}: words each one with its figures, nothing left out`, () => {
      if (catalogue) registerCatalogue(language, catalogue);
      setCurrentLanguage(language);
      setFormatPreferences({ locale: language });
      const texts = Object.values(oneOfEach).map((fact) => streamErrorFactText(fact));
      for (const text of texts) {
        expect(text).toMatch(/\S/);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
      }
      expect(new Set(texts).size).toBe(texts.length);
      const refusals = Object.values(oneOfEachRefusal).map((refusal) => rowRefusalText(refusal));
      for (const text of refusals) expect(text).toMatch(/\S/);
      expect(new Set(refusals).size).toBe(refusals.length);
      expect(rowRefusalText(oneOfEachRefusal['number-too-large'])).toContain('amount');
      expect(streamErrorFactText(oneOfEach.privateAddress)).toContain('10.0.0.7');
      expect(streamErrorFactText(oneOfEach.truncated)).toContain(
        new Intl.NumberFormat(language).format(100_000),
      );
    });
  }
});
