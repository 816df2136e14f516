import type { AssistantLanguage } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';
import type { Words } from './types';

/** Each language's words; English is also read for any language, as people mix it in ("top 5", "vs"). */
export const wordsOf: Record<AssistantLanguage, Words> = { en, es, fr, de, it, pt };
