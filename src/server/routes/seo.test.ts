// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeoRoutes, publicPaths } from './seo';

const app = createSeoRoutes('https://example.test');

describe('GET /sitemap.xml', () => {
  it('lists every public page as an absolute URL on APP_URL', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(publicPaths.map((path) => `https://example.test${path}`));
    expect(locs).toContain('https://example.test/');
    expect(locs).toContain('https://example.test/dsm');
    expect(xml).not.toMatch(/\/(api|app|settings|admin|onboarding|dev)\b/);
  });

  it('ignores a trailing slash on the origin', async () => {
    const xml = await (await createSeoRoutes('https://example.test/').request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://example.test/manifesto</loc>');
    expect(xml).not.toContain('example.test//');
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas and points at the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/app$', '/app/', '/settings', '/admin', '/onboarding', '/dev/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://example.test/sitemap.xml');
  });

  it('does not keep crawlers from the public icons under a bare /app prefix', async () => {
    const text = await (await app.request('/robots.txt')).text();
    expect(text).not.toMatch(/^Disallow: \/app\s*$/m);
  });
});
