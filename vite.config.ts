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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), publicConfigTag()],
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
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    manifest: true,
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
