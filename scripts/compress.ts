// Writes brotli and gzip copies of the built client's text assets, served as they are by the server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textFile = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    // Pre-rendered pages are fitted to the deployment when the server starts, and compressed then.
    if (name === 'prerendered') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for (const path of walk(process.argv[2] ?? 'dist/client')) {
  if (!textFile.test(path)) continue;
  const body = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files`);
