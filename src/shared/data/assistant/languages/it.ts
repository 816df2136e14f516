import { it as says } from '../says/it';
import { it as words } from '../words/it';
import type { LanguagePack } from './types';

export const pack: LanguagePack = { language: 'it', words, says };
