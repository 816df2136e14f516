// `npm run build`: writes every public page's HTML, rendered by the client's own components, into the built
// index.html (docs/decisions/021). Runs after the client and pre-render bundles are built, before compress.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  prerenderedDir,
  prerenderedFileName,
  prerenderedPaths,
  prerenderVariantName,
  prerenderVariants,
} from '../src/shared/prerender';
import { escapeHtml } from '../src/shared/escape-html';
import { defaultPublicConfig } from '../src/shared/public-config';
import type { PrerenderedPage } from '../src/client/entry-prerender';

const clientDir = resolve(process.argv[2] ?? 'dist/client');
const entry = resolve(process.argv[3] ?? 'dist/prerender/entry-prerender.js');

/** The page in the template: its markup in #root, its own title and description in the head. */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no empty ${root}`);
  let html = template.replace(root, () => `<div id="root">${page.html}</div>`);
  if (page.meta) {
    const { title, description } = page.meta;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    if (description) {
      html = html.replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
      );
    }
  }
  return html;
}

async function main() {
  const { renderPage } = (await import(pathToFileURL(entry).href)) as {
    renderPage: (path: string, config: typeof defaultPublicConfig) => Promise<PrerenderedPage>;
  };
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  let count = 0;
  for (const variant of prerenderVariants) {
    const dir = join(clientDir, prerenderedDir, prerenderVariantName(variant));
    mkdirSync(dir, { recursive: true });
    for (const path of prerenderedPaths) {
      const page = await renderPage(path, { ...defaultPublicConfig, ...variant });
      // The page itself, not a spinner: its heading (and so its largest text) must be in the HTML.
      if (!page.html.includes('<h1')) throw new Error(`${path} pre-rendered without its heading`);
      writeFileSync(join(dir, prerenderedFileName(path)), fillTemplate(template, page));
      count++;
    }
  }
  console.log(
    `pre-rendered ${count} pages (${prerenderedPaths.length} × ${prerenderVariants.length} variants)`,
  );
}

main().catch((error: unknown) => {
  console.error('pre-render failed:', error);
  process.exitCode = 1;
});
