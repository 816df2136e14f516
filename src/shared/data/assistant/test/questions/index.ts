import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';

/** The tuning set: 50 questions in each of the six languages (the held-out set is `./held-out.ts`). */
export const tuningQuestions = [...en, ...es, ...fr, ...de, ...it, ...pt];
