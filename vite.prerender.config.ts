import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import clientConfig from './vite.config';

/** Bundles the client's pre-render entry for Node into dist/prerender (docs/decisions/021). */
export default defineConfig(async (env) => {
  const client: UserConfig =
    typeof clientConfig === 'function' ? await clientConfig(env) : await clientConfig;
  return mergeConfig(client, {
    build: {
      ssr: 'src/client/entry-prerender.tsx',
      outDir: 'dist/prerender',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
    },
    logLevel: 'warn',
  });
});
