import { describe, expect, it } from 'vitest';
import { packs } from '../languages';
import { aggregationHeads } from './aggregation-heads';

describe('aggregationHeads', () => {
  it('holds the first four letters of every aggregation word of the six languages, and nothing else', () => {
    const fromTables = new Set(
      Object.values(packs).flatMap(({ words }) =>
        Object.values(words.aggregations)
          .flat()
          .flatMap((phrase) => phrase.split(' '))
          .filter((part) => part.length >= 4)
          .map((part) => part.slice(0, 4)),
      ),
    );
    expect([...aggregationHeads].sort()).toEqual([...fromTables].sort());
  });
});
