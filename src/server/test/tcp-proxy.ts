import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy to `target` on a free loopback port, to stage a database outage without stopping a shared
 * server: `stop` refuses new connections and cuts open ones, `freeze` keeps them open but silent (a hung
 * host), `start` serves again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    if (frozen) [client, upstream].forEach((socket) => socket.pause());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const cutAll = () => sockets.forEach((socket) => socket.destroy());
  return {
    port,
    stop: () => {
      cutAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start: async () => {
      frozen = false;
      await listen(port);
    },
    /** Nothing moves either way until `thaw`, as with a database host stopped by SIGSTOP. */
    freeze: () => {
      frozen = true;
      sockets.forEach((socket) => socket.pause());
    },
    thaw: () => {
      frozen = false;
      sockets.forEach((socket) => socket.resume());
    },
    close: () => {
      cutAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
