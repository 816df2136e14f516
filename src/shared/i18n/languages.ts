import type { Language } from '../preferences';

/**
 * The six languages at run time, without the preferences module's zod schema (this module is on the first
 * page). `catalogues.test.ts` checks it equals `languages` of `src/shared/preferences.ts`.
 */
export const supportedLanguages: readonly Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);

/**
 * The first supported language in a preference list: `navigator.languages` or an Accept-Language header's
 * tags, best first ("de-CH" counts as "de"). `undefined` when none is supported.
 */
export function pickLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(base)) return base;
  }
  return undefined;
}

/** The tags of an Accept-Language header, by descending q (ties keep their order). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
