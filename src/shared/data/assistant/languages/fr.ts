import { fr as says } from '../says/fr';
import { fr as words } from '../words/fr';
import type { LanguagePack } from './types';

export const pack: LanguagePack = { language: 'fr', words, says };
