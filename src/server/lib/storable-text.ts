/**
 * Text PostgreSQL can store, in a text column or inside jsonb: neither holds a NUL character, and no UTF-8 text
 * holds half of a surrogate pair standing alone (a service's `\ud83d` escape, a message cut inside an emoji).
 */
import { cutText } from '../../shared/data/ingest/cut-text';

/**
 * `text` with each half of a surrogate pair standing alone replaced by U+FFFD, as no UTF-8 text (nor PostgreSQL's)
 * can hold it: String.prototype.toWellFormed (ES2024), which the tsconfig shared with the browser code (ES2023)
 * does not declare.
 */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** `text` without NUL characters and with every lone half of a surrogate pair replaced by U+FFFD. */
export const storableText = (text: string) => wellFormed(text.replaceAll('\u0000', ''));

/** At most `max` UTF-16 units of `text`, storable (a cut never leaves half a pair). */
export const storableCut = (text: string, max: number) => storableText(cutText(text, max));

/** A JSON value with every string in it, keys included, storable: for values made of what a source said. */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableValue) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [storableText(key), storableValue(inner)]),
    ) as T;
  }
  return value;
}

/** With the `u` flag a well-formed pair is one code point, so only a lone surrogate matches. */
const loneSurrogate = /\p{Cs}/u;

/**
 * What of a parsed JSON value (keys and values) PostgreSQL could not store: `nul` when any text holds a NUL, else
 * `surrogate` when one holds a lone half of a surrogate pair, else null. A loop, never recursion.
 */
export function unstorableText(root: unknown): 'nul' | 'surrogate' | null {
  const pending: unknown[] = [root];
  let surrogate = false;
  const check = (text: string) => {
    if (text.includes('\0')) return true;
    surrogate ||= loneSurrogate.test(text);
    return false;
  };
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (check(value)) return 'nul';
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (check(key)) return 'nul';
        pending.push(inner);
      }
    }
  }
  return surrogate ? 'surrogate' : null;
}
