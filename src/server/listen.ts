import type { Server } from 'node:http';

/** Binds `server` to `port` on `host`; rejects (a port taken, say) instead of crashing on an 'error' event. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** A listening failure as the start-up line tells it: which port, and why in a few words. */
export class ListenError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly code: string,
  ) {
    super(
      code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is taken: stop what uses it or choose another port.`
        : code === 'EACCES'
          ? `Port ${port} on ${host} needs privileges this process does not have: choose a port above 1023.`
          : `Cannot listen on ${host}:${port} (${code}).`,
    );
  }
}

/** `listen`, turning the system's error into a ListenError naming the port. */
export const listenOrExplain = (server: Server, port: number, host: string) =>
  listen(server, port, host).catch((error: NodeJS.ErrnoException) => {
    throw new ListenError(port, host, error.code ?? 'unknown');
  });
