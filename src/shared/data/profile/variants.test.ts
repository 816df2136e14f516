import { describe, expect, it } from 'vitest';
import { findVariants } from './text';
import { alertRowsKept, alertValuesKept } from './thresholds';

/** The rule as first written: every spelling keyed by its trimmed, lower-cased text, groups in order of first key. */
function variantsByKeyingAll(values: string[], firstRows: number[]) {
  const groups = new Map<string, number[]>();
  values.forEach((raw, index) => {
    const key = raw.trim().toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const found = [...groups.values()].filter((group) => group.length > 1);
  const members = found.flat();
  return {
    groups: found.length,
    values: members.slice(0, alertValuesKept).map((index) => values[index]!),
    rows: members.slice(0, alertRowsKept).map((index) => firstRows[index]!),
  };
}

const spellingsOf = (values: string[]) => {
  const firstRows = values.map((_, index) => 10 * index + 1);
  return { spellings: { values, counts: values.map(() => 1), firstRows }, firstRows };
};

/** A fixed pseudo-random pick, so a failure repeats. */
function picks(count: number, seed: number, from: readonly string[]): string[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return from[state % from.length]!;
  });
}

describe('findVariants', () => {
  it.each([
    [
      'ASCII case and spaces',
      ['Paris', 'Lyon', 'paris ', '\tPARIS', 'Nice', 'LYON\r\n', 'nice\u000b', 'Lille'],
    ],
    [
      'non-ASCII letters and spaces trim removes',
      [
        'İstanbul',
        'i̇stanbul',
        'ΣΟΦΙΑ',
        'σοφια',
        'Straße',
        'STRASSE',
        '\u00a0Zürich',
        'zürich\u2003',
        'ZÜRICH',
      ],
    ],
    ['no two alike', ['alpha', 'Beta', 'gamma ', 'DELTA', 'ε', '']],
  ])('groups %s as keying every spelling does', (_, values) => {
    const { spellings, firstRows } = spellingsOf(values);
    expect(findVariants(spellings)).toEqual(variantsByKeyingAll(values, firstRows));
  });

  it('gives the same groups, in the same order, over many mixed spellings', () => {
    const words = [
      'Paris',
      'paris',
      ' PARIS',
      'Lyon',
      'lyon\t',
      'Nice',
      'Köln',
      'KÖLN',
      'köln ',
      'Ärger',
      'x',
    ];
    const values = [...new Set(picks(400, 7, words).map((word, index) => `${word}${index % 37}`))];
    const { spellings, firstRows } = spellingsOf(values);
    const expected = variantsByKeyingAll(values, firstRows);
    expect(expected.groups).toBeGreaterThan(5);
    expect(findVariants(spellings)).toEqual(expected);
  });

  it('finds no group among 200,000 distinct mixed-case tokens', () => {
    const values = Array.from({ length: 200_000 }, (_, index) => `Tok${index.toString(36)}Xy`);
    expect(findVariants(spellingsOf(values).spellings)).toEqual({ groups: 0, values: [], rows: [] });
  });
});
