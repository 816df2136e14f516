import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { loadEnv } from './src/server/env';
import { prepareIndexHtml } from './src/server/public-config';

/** In dev the Vite server serves index.html, so it carries the same public configuration meta tag. */
const publicConfigTag = (): Plugin => ({
  name: 'tessera-public-config',
  apply: 'serve',
  transformIndexHtml: (html) =>
    prepareIndexHtml(html, loadEnv({ ...process.env, APP_URL: 'http://localhost:5173' })),
});

/**
 * `npm run analyze` (mode `analyze`) builds into dist/analyze, leaving dist/client alone, and writes what
 * each chunk is made of, module by module in minified bytes (read through the source maps): a treemap
 * (dist/stats.html), a markdown list (stats.md) and the raw data (stats.json). Chunks' gzip sizes per page are
 * the bench's (bench/bundle-size.ts). The normal build never loads the plugin.
 */
async function bundleReports(): Promise<Plugin[]> {
  const { visualizer } = await import('rollup-plugin-visualizer');
  const reports = { treemap: 'html', markdown: 'md', 'raw-data': 'json' } as const;
  return Object.entries(reports).map(
    ([template, extension]) =>
      visualizer({
        template: template as keyof typeof reports,
        filename: `dist/stats.${extension}`,
        title: 'Tessera client bundle',
        sourcemap: true,
      }) as Plugin,
  );
}

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), publicConfigTag(), mode === 'analyze' && bundleReports()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React Router's package exports only its development build; production takes the lean one (-9 KB gzipped).
      ...(command === 'build'
        ? {
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
    },
  },
  // Module workers (the data worker is started with `type: 'module'`), so a dynamic import inside one (the Excel
  // reader) stays a chunk of its own, loaded only when a workbook is dropped (docs/decisions/036).
  worker: { format: 'es' as const },
  build: {
    outDir: mode === 'analyze' ? 'dist/analyze' : 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    manifest: true,
    // The reports size each module by its minified code, which they find through the source maps.
    sourcemap: mode === 'analyze',
    rolldownOptions: {
      output: {
        // What every page loads first (React, the router, the app shell) is one chunk rather than a dozen
        // small ones, each compressed on its own and fetched in a waterfall (docs/decisions/022).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}` },
      '/dev': `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
}));
