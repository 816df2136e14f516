import { en as says } from '../says/en';
import { en as words } from '../words/en';
import type { LanguagePack } from './types';

export const pack: LanguagePack = { language: 'en', words, says };
