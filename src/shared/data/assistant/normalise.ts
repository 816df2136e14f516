/**
 * A question or a name folded for matching: lower case, accents stripped (`média` → `media`, `ß` → `ss`), quotes,
 * brackets and marks turned into spaces, one space between words. A `.` or `,` between digits stays (`1.234,5`),
 * and so does a sign before a number; `<`, `>`, `=` and `%` become words of their own.
 */
export function fold(text: string): string {
  return text
    .replace(/(\d)\.(?=\d)/g, '$1\ue001')
    .replace(/(\d),(?=\d)/g, '$1\ue002')
    .replace(/(\d)\/(?=\d)/g, '$1\ue003')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/([<>]=?|=|%)/g, ' $1 ')
    .replace(/[^\p{L}\p{N}\ue001\ue002\ue003<>=%\s-]+/gu, ' ')
    .replace(/-(?!\d)/g, ' ')
    .replace(/(\p{L})-/gu, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\ue001/g, '.')
    .replace(/\ue002/g, ',')
    .replace(/\ue003/g, '/');
}

/** Folded words, split on spaces. */
export const words = (text: string): string[] => (text ? text.split(' ') : []);

/** Whether `phrase` (folded) occurs in `text` (folded) as whole words. */
export const hasPhrase = (text: string, phrase: string): boolean => ` ${text} `.includes(` ${phrase} `);

/** The longest of `phrases` found in `text` as whole words. */
export function findPhrase(text: string, phrases: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const phrase of phrases)
    if (hasPhrase(text, phrase) && (!best || phrase.length > best.length)) best = phrase;
  return best;
}
