// A CPU profile of a server taken over a load run only (not its start or the section's setup), through the
// inspector: set BENCH_CPU_PROFILE to a folder and a section that supports it starts its server with
// --inspect on the port after its own and writes `<name>.cpuprofile` there (open it in Chrome's DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder asked for, or undefined when no profile is wanted. */
export const profileFolder = () => process.env.BENCH_CPU_PROFILE || undefined;

/** The server's extra environment: the inspector on `port` when a profile is wanted. */
export const inspectorEnv = (port: number): Record<string, string> =>
  profileFolder() ? { NODE_OPTIONS: `--inspect=127.0.0.1:${port}` } : {};

/** Runs `work`, profiling the server whose inspector listens on `port` meanwhile when a profile is wanted. */
export async function withLoadWindowProfile<T>(
  port: number,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const folder = profileFolder();
  if (!folder) return work();
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 });
  await send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await send('Profiler.stop')) as { profile: unknown };
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    socket.close();
  }
}
