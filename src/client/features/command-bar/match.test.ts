import { describe, expect, it } from 'vitest';
import { normalise, rankMatches, scoreOf } from './match';

const items = [
  { label: 'Overview', keywords: 'workspace avatar name' },
  { label: 'People', keywords: 'members team' },
  { label: 'Invite teammates', keywords: 'people members add' },
  { label: 'Data Streams', keywords: 'integrations' },
  { label: 'Connect a data stream', keywords: 'integration slack' },
  { label: 'Réseau social', keywords: '' },
  { label: 'Profile' },
];
const labels = (query: string) => rankMatches(query, items).map((item) => item.label);

describe('command bar matching', () => {
  it('keeps every item, in order, for an empty or blank query', () => {
    expect(labels('')).toEqual(items.map((item) => item.label));
    expect(labels('   ')).toEqual(items.map((item) => item.label));
  });

  it('ranks a label that starts with the query above one that only lists it as a keyword', () => {
    expect(labels('people')).toEqual(['People', 'Invite teammates']);
    expect(labels('peo')[0]).toBe('People');
  });

  it('ranks the start of the label above the start of a later word, and both above a substring', () => {
    expect(labels('data')).toEqual(['Data Streams', 'Connect a data stream']);
    expect(labels('stream')).toEqual(['Data Streams', 'Connect a data stream']);
    expect(labels('view')).toEqual(['Overview']);
  });

  it('needs every word of the query to match, in any order', () => {
    expect(labels('data connect')).toEqual(['Connect a data stream']);
    expect(labels('connect people')).toEqual([]);
  });

  it('prefers the whole phrase at the start of the label', () => {
    expect(scoreOf('connect a data', items[4]!)).toBeGreaterThan(scoreOf('data connect', items[4]!));
  });

  it('ignores case and accents on both sides', () => {
    expect(labels('RESEAU')).toEqual(['Réseau social']);
    expect(labels('réseau')).toEqual(['Réseau social']);
    expect(labels('PROFILÉ')).toEqual(['Profile']);
    expect(labels('profil')).toEqual(['Profile']);
    expect(normalise(' Ça Été ')).toBe('ca ete');
  });

  it('finds nothing for text that appears nowhere', () => {
    expect(labels('zzz')).toEqual([]);
  });

  it('treats punctuation in the query as a word break', () => {
    expect(labels('data-stream')).toEqual(['Data Streams', 'Connect a data stream']);
  });
});
