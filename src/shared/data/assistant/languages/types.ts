import type { Says } from '../says/types';
import type { AssistantLanguage } from '../types';
import type { Words } from '../words/types';

/**
 * One language's tables: the words its questions are read with and the sentences its answers are worded in. Each
 * language is a module of its own (`./de` …) so a browser loads only the asker's (`../load-language`).
 */
export type LanguagePack = { language: AssistantLanguage; words: Words; says: Says };
