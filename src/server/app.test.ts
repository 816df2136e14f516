import { expect, it } from 'vitest';
import { describeOnEachDatabase, testOrigin } from './test/test-app';

describeOnEachDatabase('the HTTP application', (context) => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await context().app.request('/api/does-not-exist', {
        method,
        headers: { origin: testOrigin },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No such API endpoint.' },
      });
    }
  });

  it.each(['/api/health', '/api/nope', '/missing.js'])('sends the security headers on %s', async (path) => {
    const response = await context().app.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves robots.txt and sitemap.xml built from APP_URL', async () => {
    const { app, env } = context();
    const robots = await app.request('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${env.APP_URL}/sitemap.xml`);
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${env.APP_URL}/privacy</loc>`);
  });

  it('sends no HSTS outside production', async () => {
    const response = await context().app.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describeOnEachDatabase(
  'the HTTP application in production',
  (context) => {
    it('sends HSTS', async () => {
      const response = await context().app.request('/api/health');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    });
  },
  { NODE_ENV: 'production' },
);
