import type { AssistantLanguage } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';
import type { Says } from './types';

export const saysOf: Record<AssistantLanguage, Says> = { en, es, fr, de, it, pt };
