import { escapeHtml } from '../shared/escape-html';
import { defaultPublicConfig, publicConfigMetaName, type PublicConfig } from '../shared/public-config';
import type { Env } from './env';

type ConfigEnv = Pick<
  Env,
  'HERO_VIDEO_URL' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'EMAIL_CONFIRMATION'
>;
type IndexHtmlEnv = ConfigEnv & Pick<Env, 'APP_URL'>;

export function publicConfig(env: ConfigEnv): PublicConfig {
  return {
    heroVideoUrl: env.HERO_VIDEO_URL ?? defaultPublicConfig.heroVideoUrl,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    emailConfirmation: env.EMAIL_CONFIRMATION === 'on',
  };
}

/**
 * Fits the built index.html to this deployment: the public configuration as a meta tag (a strict CSP
 * forbids inline scripts) and absolute image URLs for link previews, which ignore relative ones.
 */
export function prepareIndexHtml(html: string, env: IndexHtmlEnv): string {
  const tag = `<meta name="${publicConfigMetaName}" content="${escapeHtml(JSON.stringify(publicConfig(env)))}">`;
  return html
    .replace(/(<meta (?:property="og:image"|name="twitter:image") content=")\//g, `$1${env.APP_URL}/`)
    .replace('</head>', `  ${tag}\n  </head>`);
}
