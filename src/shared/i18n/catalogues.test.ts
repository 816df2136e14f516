import { describe, expect, it } from 'vitest';
import { languages } from '../preferences';
import { messages as de } from './de';
import { messages as en } from './en';
import { messages as es } from './es';
import { messages as fr } from './fr';
import { messages as it_ } from './it';
import { supportedLanguages } from './languages';
import { messages as pt } from './pt';

/**
 * Every language has every English area, with the same keys (deep), the same placeholders in each string and
 * the same parameters in each function, and no empty string. English itself is SPEC's copy, checked by
 * `node ../shared/tools/spec-copy.mjs .`.
 */
const catalogues: Record<string, Record<string, unknown>> = { es, fr, de, it: it_, pt };

type Leaf = { path: string; value: unknown };

function leaves(node: unknown, path: string[] = []): Leaf[] {
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, [...path, key]));
  }
  return [{ path: path.join('.'), value: node }];
}

// A stand-in argument that shows where it lands in the output: as text, and as each property read from it.
const sentinel = (index: number): unknown =>
  new Proxy(
    {},
    {
      get: (_, key) =>
        key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf'
          ? () => `⟦${index}⟧`
          : `⟦${index}.${String(key)}⟧`,
    },
  );

/** What a message says for placeholder purposes: a string, or a function's output with stand-in arguments. */
function rendered(value: unknown): string {
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, index) => sentinel(index));
    return rendered((value as (...a: unknown[]) => unknown)(...args));
  }
  if (Array.isArray(value)) return value.map(rendered).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(rendered).join('\n');
  return String(value);
}

const placeholders = (text: string) => [...text.matchAll(/⟦[^⟧]+⟧|\{\w+\}/g)].map((match) => match[0]).sort();

describe('message catalogues', () => {
  it('cover the languages of the preferences contract', () => {
    expect([...supportedLanguages]).toEqual([...languages]);
    expect(Object.keys(catalogues).sort()).toEqual(languages.filter((l) => l !== 'en').sort());
  });

  for (const [language, catalogue] of Object.entries(catalogues)) {
    describe(language, () => {
      for (const area of Object.keys(en)) {
        it(`translates the ${area} area completely`, () => {
          const english = leaves((en as Record<string, unknown>)[area]);
          const translated = leaves(catalogue[area]);
          expect(catalogue[area], `${language} has no ${area} area`).toBeDefined();
          // The same keys, deep (array items included), and nothing extra.
          expect(translated.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));

          const byPath = new Map(translated.map((leaf) => [leaf.path, leaf.value]));
          for (const { path, value } of english) {
            const other = byPath.get(path);
            const where = `${language}.${area}.${path}`;
            expect(typeof other, where).toBe(typeof value);
            if (typeof value === 'function') {
              expect((other as () => unknown).length, `${where}: parameters`).toBe(value.length);
            }
            expect(rendered(other).trim(), `${where} is empty`).not.toBe('');
            expect(placeholders(rendered(other)), `${where}: placeholders`).toEqual(
              placeholders(rendered(value)),
            );
            // Values the code matches on (select options, dates in ISO form) are not copy.
            if (/\.\d+\.value$|(^|\.)iso$/.test(path)) expect(other, where).toBe(value);
          }
        });
      }
    });
  }
});
