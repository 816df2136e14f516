import { describe, expect, it } from 'vitest';
import { sortedOrder, sortNumbers } from './sort';

/** A fixed pseudo-random sequence, so a failure repeats. */
function numbers(count: number, seed: number, draw: (unit: number, index: number) => number): Float64Array {
  let state = seed;
  return Float64Array.from({ length: count }, (_, index) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return draw(state / 2 ** 32, index);
  });
}

const special = [0, -0, 5e-324, -5e-324, 1e308, -1e308, 1, -1, 0.1, -0.1];

describe('sortNumbers', () => {
  it.each([
    ['scores', (unit: number) => Math.floor(unit * 5)],
    ['signed decimals', (unit: number) => Math.round((unit - 0.5) * 1e8) / 100],
    ['zeros of both signs and the extremes', (_: number, index: number) => special[index % special.length]!],
    ['dates', (unit: number) => Date.UTC(1990, 0, 1) + Math.floor(unit * 1e12)],
    ['spread magnitudes', (unit: number) => (unit < 0.5 ? -1 : 1) * Math.exp(unit * 60)],
  ])('orders %s as the engine sort does', (_, draw) => {
    for (const count of [10, 4096, 50_000]) {
      const values = numbers(count, count, draw);
      const expected = Array.from(values.slice().sort());
      const sorted = Array.from(sortNumbers(values));
      expect(sorted.map((value) => Object.is(value, -0))).toEqual(
        expected.map((value) => Object.is(value, -0)),
      );
      expect(sorted).toEqual(expected);
    }
  });
});

describe('sortedOrder', () => {
  it.each([
    ['scores', (unit: number) => Math.floor(unit * 5)],
    [
      'signed decimals with gaps',
      (unit: number) => (unit < 0.1 ? Number.NaN : Math.round((unit - 0.5) * 1e5) / 100),
    ],
    ['zeros of both signs and the extremes', (_: number, index: number) => special[index % special.length]!],
    ['spread magnitudes', (unit: number) => (unit < 0.5 ? -1 : 1) * Math.exp(unit * 60)],
  ])('orders the indices of %s by value, equal values by index, leaving NaN out', (_, draw) => {
    for (const count of [0, 10, 4096, 50_000]) {
      const values = numbers(count, count + 7, draw);
      const expected = Array.from(values.keys())
        .filter((index) => !Number.isNaN(values[index]!))
        .sort((a, b) => {
          const [x, y] = [values[a]!, values[b]!];
          if (x !== y) return x - y;
          return Object.is(x, -0) === Object.is(y, -0) ? a - b : Object.is(x, -0) ? -1 : 1;
        });
      expect(Array.from(sortedOrder(values))).toEqual(expected);
    }
  });
});
