import { useEffect, useState } from 'react';
import type { Language } from '@/shared/preferences';
import { useLanguage } from './language';

type Load<T> = () => Promise<T>;

/** `import.meta.glob('./translations/*\/doc.ts', { import: 'name' })` keyed by the language folder instead. */
export const byLanguage = <T>(glob: Record<string, Load<T>>): Partial<Record<Language, Load<T>>> =>
  Object.fromEntries(Object.entries(glob).map(([path, load]) => [path.split('/').at(-2), load]));

/**
 * Long texts kept beside the catalogue (the legal documents, the manifesto): English ships with its page, each
 * other language's version is a chunk of its own, loaded when that language is current. `null` while it loads,
 * so a page never shows one language's text under another's headings; English if it cannot load.
 */
export function useLocalizedContent<T>(
  english: T,
  translations: Partial<Record<Language, Load<T>>>,
): T | null {
  const language = useLanguage();
  const load = translations[language];
  const [loaded, setLoaded] = useState<{ language: Language; content: T } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (content) => current && setLoaded({ language, content }),
      () => current && setLoaded({ language, content: english }),
    );
    return () => {
      current = false;
    };
  }, [english, language, load]);
  if (!load) return english;
  return loaded?.language === language ? loaded.content : null;
}
