import { Hono } from 'hono';
import { escapeHtml } from '../../shared/escape-html';
import { paths } from '../../shared/paths';

const { marketing, auth } = paths;

/** The pages crawlers may index, in the order the sitemap lists them. */
export const publicPaths = [
  paths.home,
  marketing.manifesto,
  marketing.ourTeam,
  marketing.privacy,
  marketing.terms,
  marketing.cookies,
  marketing.early,
  marketing.demo,
  marketing.marketplace,
  paths.other.feedback,
  auth.login,
  auth.signup,
  marketing.dsm,
] as const;

/**
 * Private areas. `/app` is anchored (`$`, RFC 9309) plus `/app/`, because a bare `/app` prefix would also
 * keep crawlers away from `/apple-touch-icon.png`.
 */
const disallowed = [
  '/api/',
  `${paths.app.root}$`,
  `${paths.app.root}/`,
  paths.settings.root,
  '/admin',
  auth.onboarding,
  '/invite/',
  '/dev/',
];

const cacheControl = 'public, max-age=3600';

export function robotsTxt(appUrl: string): string {
  const origin = new URL(appUrl).origin;
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(appUrl: string): string {
  const origin = new URL(appUrl).origin;
  const urls = publicPaths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`. Both name absolute URLs, so they are built from the public
 * origin (`APP_URL`) rather than shipped as static files; mount at the root.
 */
export function createSeoRoutes(appUrl: string) {
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('cache-control', cacheControl);
      return c.text(robots, 200, { 'content-type': 'text/plain; charset=utf-8' });
    })
    .get('/sitemap.xml', (c) => {
      c.header('cache-control', cacheControl);
      return c.body(sitemap, 200, { 'content-type': 'application/xml; charset=utf-8' });
    });
}
