import { pt as says } from '../says/pt';
import { pt as words } from '../words/pt';
import type { LanguagePack } from './types';

export const pack: LanguagePack = { language: 'pt', words, says };
