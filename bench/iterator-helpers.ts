// Node 20 lacks the ES2025 iterator helpers (Iterator.prototype.map, flatMap, reduce, find, toArray…) that
// Lighthouse 13's trace engine (@paulirish/trace_engine) calls on Map and Set iterators; Node 22 has them,
// hence Lighthouse's `engines: node >= 22`. Without them the insights "Duplicated JavaScript", "Legacy
// JavaScript", "3rd parties" and "Forced reflow" end in "… is not a function". This installs the missing
// ones (Node 20's V8 has none of them unflagged) on %IteratorPrototype%, following the spec's behaviour
// for well-formed input; the bench imports it before Lighthouse. Nothing is replaced where it exists.

type Fn<R> = (value: unknown, index: number) => R;

const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;

/** Lets `for…of` walk an iterator (and close it with `return()` on an early exit). */
const iterable = (iterator: Iterator<unknown>): Iterable<unknown> => ({ [Symbol.iterator]: () => iterator });

const callable = (fn: unknown, name: string) => {
  if (typeof fn !== 'function') throw new TypeError(`Iterator.prototype.${name}: argument is not a function`);
};

const helpers: Record<string, (this: Iterator<unknown>, ...args: never[]) => unknown> = {
  *map(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'map');
    let index = 0;
    for (const value of iterable(this)) yield fn(value, index++);
  },
  *filter(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'filter');
    let index = 0;
    for (const value of iterable(this)) if (fn(value, index++)) yield value;
  },
  *take(this: Iterator<unknown>, limit: number) {
    let left = Number(limit);
    if (Number.isNaN(left) || left < 0) throw new RangeError('Iterator.prototype.take: bad limit');
    if (left === 0) return;
    for (const value of iterable(this)) {
      yield value;
      if (--left <= 0) return;
    }
  },
  *drop(this: Iterator<unknown>, limit: number) {
    let left = Number(limit);
    if (Number.isNaN(left) || left < 0) throw new RangeError('Iterator.prototype.drop: bad limit');
    for (const value of iterable(this)) {
      if (left > 0) left--;
      else yield value;
    }
  },
  *flatMap(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'flatMap');
    let index = 0;
    for (const value of iterable(this)) {
      const inner = fn(value, index++) as Iterable<unknown> | Iterator<unknown>;
      if (inner === null || (typeof inner !== 'object' && typeof inner !== 'function')) {
        throw new TypeError('Iterator.prototype.flatMap: the mapper must return an iterator or iterable');
      }
      yield* Symbol.iterator in inner ? inner : iterable(inner);
    }
  },
  reduce(this: Iterator<unknown>, ...args: unknown[]) {
    const fn = args[0] as (accumulator: unknown, value: unknown, index: number) => unknown;
    callable(fn, 'reduce');
    let index = 0;
    let accumulator: unknown;
    let started = args.length > 1;
    if (started) accumulator = args[1];
    for (const value of iterable(this)) {
      if (started) accumulator = fn(accumulator, value, index);
      else [accumulator, started] = [value, true];
      index++;
    }
    if (!started) throw new TypeError('Iterator.prototype.reduce: empty iterator and no initial value');
    return accumulator;
  },
  toArray(this: Iterator<unknown>) {
    return [...iterable(this)];
  },
  forEach(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'forEach');
    let index = 0;
    for (const value of iterable(this)) fn(value, index++);
  },
  some(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'some');
    let index = 0;
    for (const value of iterable(this)) if (fn(value, index++)) return true;
    return false;
  },
  every(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'every');
    let index = 0;
    for (const value of iterable(this)) if (!fn(value, index++)) return false;
    return true;
  },
  find(this: Iterator<unknown>, fn: Fn<unknown>) {
    callable(fn, 'find');
    let index = 0;
    for (const value of iterable(this)) if (fn(value, index++)) return value;
    return undefined;
  },
};

for (const [name, method] of Object.entries(helpers)) {
  if (!(name in iteratorPrototype)) {
    Object.defineProperty(iteratorPrototype, name, { value: method, writable: true, configurable: true });
  }
}
