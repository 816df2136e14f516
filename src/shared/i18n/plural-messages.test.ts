import { describe, expect, it } from 'vitest';
import { dataImportMessages as deImport } from './de/data-import';
import { memberMessages as deMembers } from './de/members';
import { securityMessages as deSecurity } from './de/security';
import { dataImportMessages as enImport } from './en/data-import';
import { memberMessages as enMembers } from './en/members';
import { securityMessages as enSecurity } from './en/security';
import { dataImportMessages as esImport } from './es/data-import';
import { memberMessages as esMembers } from './es/members';
import { securityMessages as esSecurity } from './es/security';
import { dataImportMessages as frImport } from './fr/data-import';
import { memberMessages as frMembers } from './fr/members';
import { securityMessages as frSecurity } from './fr/security';
import { dataImportMessages as itImport } from './it/data-import';
import { memberMessages as itMembers } from './it/members';
import { securityMessages as itSecurity } from './it/security';
import { dataImportMessages as ptImport } from './pt/data-import';
import { memberMessages as ptMembers } from './pt/members';
import { securityMessages as ptSecurity } from './pt/security';

const counts = [0, 1, 2, 5];

/** Counts 0, 1, 2 and 5 in each language: the form follows its CLDR rule (Intl.PluralRules), not `count === 1`. */
describe('count-dependent messages', () => {
  it('English: singular for 1 only, strings as before', () => {
    expect(counts.map((count) => enMembers.people.count(count))).toEqual([
      '0 people',
      '1 person',
      '2 people',
      '5 people',
    ]);
    expect(counts.map((count) => enSecurity.twoFactor.backupCodesLeft(count))).toEqual([
      '0 backup codes left.',
      '1 backup code left.',
      '2 backup codes left.',
      '5 backup codes left.',
    ]);
    expect(counts.map((count) => enImport.anomalies.summary(count, String(count)))).toEqual([
      '0 rows need attention — view',
      '1 row needs attention — view',
      '2 rows need attention — view',
      '5 rows need attention — view',
    ]);
    expect(enImport.anomalies.attention(2500, '2,500')).toBe('2,500 rows need attention');
  });

  it('Spanish: singular for 1 only', () => {
    expect(counts.map((count) => esMembers.people.count(count))).toEqual([
      '0 personas',
      '1 persona',
      '2 personas',
      '5 personas',
    ]);
    expect(counts.map((count) => esSecurity.twoFactor.backupCodesLeft(count))).toEqual([
      'Quedan 0 códigos de respaldo.',
      'Queda 1 código de respaldo.',
      'Quedan 2 códigos de respaldo.',
      'Quedan 5 códigos de respaldo.',
    ]);
    expect(counts.map((count) => esImport.anomalies.attention(count, String(count)))).toEqual([
      '0 filas requieren atención',
      '1 fila requiere atención',
      '2 filas requieren atención',
      '5 filas requieren atención',
    ]);
  });

  it('French: singular for 0 and 1', () => {
    expect(counts.map((count) => frMembers.people.count(count))).toEqual([
      '0 personne',
      '1 personne',
      '2 personnes',
      '5 personnes',
    ]);
    expect(counts.map((count) => frSecurity.twoFactor.backupCodesLeft(count))).toEqual([
      'Il reste 0 code de secours.',
      'Il reste 1 code de secours.',
      'Il reste 2 codes de secours.',
      'Il reste 5 codes de secours.',
    ]);
    expect(counts.map((count) => frImport.anomalies.attention(count, String(count)))).toEqual([
      '0 ligne demande votre attention',
      '1 ligne demande votre attention',
      '2 lignes demandent votre attention',
      '5 lignes demandent votre attention',
    ]);
  });

  it('German: singular for 1 only', () => {
    expect(counts.map((count) => deMembers.people.count(count))).toEqual([
      '0 Personen',
      '1 Person',
      '2 Personen',
      '5 Personen',
    ]);
    expect(counts.map((count) => deSecurity.twoFactor.backupCodesLeft(count))).toEqual([
      'Noch 0 Backup-Codes übrig.',
      'Noch 1 Backup-Code übrig.',
      'Noch 2 Backup-Codes übrig.',
      'Noch 5 Backup-Codes übrig.',
    ]);
    expect(counts.map((count) => deImport.anomalies.summary(count, String(count)))).toEqual([
      '0 Zeilen brauchen Aufmerksamkeit — ansehen',
      '1 Zeile braucht Aufmerksamkeit — ansehen',
      '2 Zeilen brauchen Aufmerksamkeit — ansehen',
      '5 Zeilen brauchen Aufmerksamkeit — ansehen',
    ]);
  });

  it('Italian: singular for 1 only', () => {
    expect(counts.map((count) => itMembers.people.count(count))).toEqual([
      '0 persone',
      '1 persona',
      '2 persone',
      '5 persone',
    ]);
    expect(counts.map((count) => itSecurity.twoFactor.backupCodesLeft(count))).toEqual([
      'Restano 0 codici di backup.',
      'Resta 1 codice di backup.',
      'Restano 2 codici di backup.',
      'Restano 5 codici di backup.',
    ]);
    expect(counts.map((count) => itImport.anomalies.attention(count, String(count)))).toEqual([
      '0 righe richiedono attenzione',
      '1 riga richiede attenzione',
      '2 righe richiedono attenzione',
      '5 righe richiedono attenzione',
    ]);
  });

  it('Portuguese (Brazil): singular for 0 and 1', () => {
    expect(counts.map((count) => ptMembers.people.count(count))).toEqual([
      '0 pessoa',
      '1 pessoa',
      '2 pessoas',
      '5 pessoas',
    ]);
    expect(counts.map((count) => ptSecurity.twoFactor.backupCodesLeft(count))).toEqual([
      'Resta 0 código de backup.',
      'Resta 1 código de backup.',
      'Restam 2 códigos de backup.',
      'Restam 5 códigos de backup.',
    ]);
    expect(counts.map((count) => ptImport.anomalies.attention(count, String(count)))).toEqual([
      '0 linha precisa de atenção',
      '1 linha precisa de atenção',
      '2 linhas precisam de atenção',
      '5 linhas precisam de atenção',
    ]);
  });
});
