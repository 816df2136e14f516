import type { AssistantLanguage } from '../types';
import { pack as de } from './de';
import { pack as en } from './en';
import { pack as es } from './es';
import { pack as fr } from './fr';
import { pack as it } from './it';
import { pack as pt } from './pt';
import type { LanguagePack } from './types';

/** Every language's tables at once, for Node (tests, the benchmark): a browser loads one (`../load-language`). */
export const packs: Record<AssistantLanguage, LanguagePack> = { en, es, fr, de, it, pt };
