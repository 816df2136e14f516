import { spawn } from 'node:child_process';

/** Runs `npm run build`; its output is shown only when it fails. Resolves to the time it took. */
export async function build(cwd: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'build'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`npm run build failed (exit code ${code})`);
  }
  return performance.now() - started;
}
