import type { PGlite } from '@electric-sql/pglite';

const counted = new Set<PropertyKey>(['query', 'exec', 'transaction']);

type Method = (...args: unknown[]) => unknown;

/**
 * The embedded database runs one query at a time: `waiting` says how many of the queries, statements and
 * transactions given to `client` wait behind the one it runs (those in flight, less one).
 */
export function countingQueries(client: PGlite): { client: PGlite; waiting: () => number } {
  let inFlight = 0;
  // A counting method stands for the method it counts: set back on the client (a test's recorder restoring
  // what it read), the method itself is stored, so nothing is counted twice.
  const countedBy = new WeakMap<Method, Method>();
  const counting = (method: Method, target: PGlite): Method => {
    const wrapper: Method = (...args) => {
      inFlight++;
      let result: unknown;
      try {
        result = method.apply(target, args);
      } catch (error) {
        inFlight--;
        throw error;
      }
      return Promise.resolve(result).finally(() => inFlight--);
    };
    countedBy.set(wrapper, method);
    return wrapper;
  };
  const wrapped = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return counted.has(property) ? counting(value as Method, target) : (value as Method).bind(target);
    },
    set(target, property, value) {
      return Reflect.set(target, property, countedBy.get(value as Method) ?? value, target);
    },
  });
  return { client: wrapped, waiting: () => Math.max(0, inFlight - 1) };
}
