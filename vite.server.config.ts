import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Bundles the server into dist/server (with its worker-thread entries beside it); packages in node_modules stay external. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        index: 'src/server/index.ts',
        'dataset-worker': 'src/server/services/datasets/dataset-worker.ts',
        'predict-worker': 'src/server/services/models/predict-worker.ts',
        'rows-worker': 'src/server/services/streams/rows-worker.ts',
        'pglite-thread': 'src/server/db/pglite-thread.ts',
      },
      // Shared chunks sit beside the entries, so paths.ts's "two levels below the root" holds in every file.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  publicDir: false,
  logLevel: 'warn',
});
