import type { Translation } from './catalogue-types';
import { catalogueFor, currentLanguage } from './registry';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An area's messages in the current language: a deep, read-only view of the English module whose every
 * property is looked up when it is read, in the current language's catalogue, else in English. Objects come
 * back as views too, so `const copy = msgs.section` at module level still follows the language; a string
 * (or function) read at module level does not, so read leaves at render time.
 */
export function messagesOf<T extends object>(area: string, english: T): Translation<T> {
  const views = new Map<string, object>();

  const view = (path: readonly string[], englishNode: Record<string, unknown>): object => {
    const id = path.join('\u0000');
    let existing = views.get(id);
    if (!existing) {
      existing = new Proxy(englishNode, {
        get(target, key) {
          if (typeof key === 'symbol') return Reflect.get(target, key);
          const fallback = target[key];
          const value = translated([...path, key], fallback);
          if (isPlainObject(fallback)) return view([...path, key], fallback);
          return value;
        },
        set: () => false,
        deleteProperty: () => false,
        defineProperty: () => false,
      });
      views.set(id, existing);
    }
    return existing;
  };

  const translated = (path: readonly string[], fallback: unknown): unknown => {
    const language = currentLanguage();
    if (language === 'en' || fallback === undefined) return fallback;
    let node: unknown = catalogueFor(language)?.[area];
    for (const key of path) {
      if (!isPlainObject(node)) return fallback;
      node = node[key];
    }
    // A missing or mistyped translation shows English rather than nothing (the completeness test stops both).
    if (
      node === undefined ||
      typeof node !== typeof fallback ||
      Array.isArray(node) !== Array.isArray(fallback)
    )
      return fallback;
    return node;
  };

  return view([], english as Record<string, unknown>) as Translation<T>;
}
