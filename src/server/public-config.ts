import { defaultPublicConfig, publicConfigMetaName, type PublicConfig } from '../shared/public-config';
import type { Env } from './env';

export function publicConfig(env: Pick<Env, 'HERO_VIDEO_URL'>): PublicConfig {
  return { heroVideoUrl: env.HERO_VIDEO_URL ?? defaultPublicConfig.heroVideoUrl };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds the public configuration to index.html as a meta tag, which a strict CSP allows. */
export function injectPublicConfig(html: string, config: PublicConfig): string {
  const tag = `<meta name="${publicConfigMetaName}" content="${escapeAttribute(JSON.stringify(config))}">`;
  return html.replace('</head>', `    ${tag}\n  </head>`);
}
