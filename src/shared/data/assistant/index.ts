import * as de from 'chrono-node/de';
import * as en from 'chrono-node/en';
import * as es from 'chrono-node/es';
import * as fr from 'chrono-node/fr';
import * as it from 'chrono-node/it';
import * as pt from 'chrono-node/pt';
import { askWith } from './core';
import { chronoReader } from './date-reader';
import { packs } from './languages';
import type { Ask, AssistantLanguage } from './types';

const readers = {
  en: chronoReader(en.casual),
  es: chronoReader(es.casual),
  fr: chronoReader(fr.casual),
  de: chronoReader(de.casual),
  it: chronoReader(it.casual),
  pt: chronoReader(pt.casual),
} satisfies Record<AssistantLanguage, unknown>;

/**
 * The assistant's one entry (issue 22): pure and deterministic, every language's tables and date parser loaded
 * (Node: tests, the benchmark). The assistant worker uses `askWith` from `./core` with only the asker's language's
 * tables (`./load-language`) and parser (`./load-dates`), for a small chunk.
 */
export const ask: Ask = (question, context) =>
  askWith(question, context, packs[context.language], readers[context.language]);

export type * from './types';
