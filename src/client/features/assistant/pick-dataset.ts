import type { Language } from '@/shared/preferences';

/** A dataset Home can ask about: the saved datasets list gives these, newest first. */
export type Pickable = { id: string; name: string };

/** The question as asked of the chosen dataset, and whether the asker named it ("in Sales 2026"). */
export type Picked<T extends Pickable> = { dataset: T; question: string; named: boolean };

/**
 * The words that name a dataset before its name, in the asker's language only ("in", "dans", "im", "em"…): another
 * language's word is a plain word here (Portuguese "no" is English "no"), and would take a filter for a dataset.
 */
const namingWords: Record<Language, readonly string[]> = {
  en: ['in', 'from'],
  es: ['en'],
  fr: ['dans'],
  de: ['in', 'im', 'aus'],
  it: ['in', 'nel', 'nella', 'nello'],
  pt: ['em', 'no', 'na'],
};

/** One character folded for matching: lower case, without accents or marks. */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The text folded character by character, with where each folded character came from in the text. */
function folded(text: string) {
  let out = '';
  const from: number[] = [];
  for (let index = 0; index < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(index)!);
    for (const piece of foldChar(char)) {
      out += piece;
      from.push(index);
    }
    index += char.length;
  }
  from.push(text.length);
  return { out, from };
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const quotes = '"\'“”«»‘’„';

/** Where `name` (folded) follows a naming word in `text` (folded), as whole words, optionally quoted. */
function mention(
  text: string,
  name: string,
  before: readonly string[],
): { start: number; end: number } | null {
  if (!name) return null;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    let end = at + name.length;
    if (isWordChar(name.at(-1)) && isWordChar(text[end])) continue;
    if (isWordChar(name[0]) && isWordChar(text[at - 1])) continue;
    let start = at;
    while (start > 0 && (/\s/u.test(text[start - 1]!) || quotes.includes(text[start - 1]!))) start--;
    const word = /[\p{L}]+$/u.exec(text.slice(0, start))?.[0];
    if (!word || !before.includes(word)) continue;
    start -= word.length;
    if (isWordChar(text[start - 1])) continue;
    const closing = /^[\s]*["'“”«»‘’„]+/u.exec(text.slice(end))?.[0];
    if (closing) end += closing.length;
    return { start, end };
  }
  return null;
}

/**
 * Which saved dataset a question on Home is about: the one named after "in" (or its word in the asker's
 * language, `language`), matched without case or accents, the longest name winning; otherwise the most recent (the first of
 * the list). The question goes to the assistant without the naming words. None when there is no dataset.
 */
export function pickDataset<T extends Pickable>(
  question: string,
  datasets: readonly T[],
  language: Language,
): Picked<T> | null {
  const latest = datasets[0];
  if (!latest) return null;
  const text = folded(question);
  let best: { dataset: T; start: number; end: number; length: number } | null = null;
  for (const dataset of datasets) {
    const name = folded(dataset.name.trim()).out;
    const found = mention(text.out, name, namingWords[language]);
    if (found && (!best || name.length > best.length)) best = { dataset, ...found, length: name.length };
  }
  if (!best) return { dataset: latest, question: question.trim(), named: false };
  const rest = `${question.slice(0, text.from[best.start])} ${question.slice(text.from[best.end])}`;
  return {
    dataset: best.dataset,
    question: rest
      .replace(/\s+([?!.,;:])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
    named: true,
  };
}
