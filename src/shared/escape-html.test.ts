import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('makes text inert in element content and in either kind of quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('writes an attribute value byte for byte as React does, so a rendered value is found again', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const value = `/media/it's "a" <clip> & more.mp4`;
    expect(renderToStaticMarkup(createElement('video', { src: value }))).toContain(
      `src="${escapeHtml(value)}"`,
    );
  });
});
