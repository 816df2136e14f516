import { es as says } from '../says/es';
import { es as words } from '../words/es';
import type { LanguagePack } from './types';

export const pack: LanguagePack = { language: 'es', words, says };
