import { de as says } from '../says/de';
import { de as words } from '../words/de';
import type { LanguagePack } from './types';

export const pack: LanguagePack = { language: 'de', words, says };
