import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Bundles the server into dist/server; packages in node_modules stay external. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
  },
  publicDir: false,
  logLevel: 'warn',
});
