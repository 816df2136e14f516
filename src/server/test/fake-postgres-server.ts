import { createServer, type Server, type Socket } from 'node:net';

/**
 * A stand-in PostgreSQL server for what the local one cannot show (it trusts every local connection): it asks
 * for a password in clear text and refuses it with the given message (`refuse-password`), or accepts connections
 * and never answers (`silent`). It counts connections and keeps the passwords it was sent.
 */
export type FakePostgresServer = {
  port: number;
  connections: number;
  passwordsReceived: string[];
  close(): Promise<void>;
};

function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** AuthenticationCleartextPassword: 'R', length 8, code 3. */
const askForPassword = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

function refusePassword(socket: Socket, server: FakePostgresServer, message: string) {
  let received = Buffer.alloc(0);
  let startupSeen = false;
  let answered = false;
  socket.on('data', (chunk) => {
    if (answered) return;
    received = Buffer.concat([received, chunk]);
    if (!startupSeen && received.length >= 4 && received.length >= received.readInt32BE(0)) {
      received = received.subarray(received.readInt32BE(0));
      startupSeen = true;
      socket.write(askForPassword);
    }
    // PasswordMessage: 'p', length, the password and a NUL.
    if (startupSeen && received.length >= 5 && received.length >= received.readInt32BE(1) + 1) {
      answered = true;
      server.passwordsReceived.push(received.subarray(5, received.readInt32BE(1)).toString('utf8'));
      socket.end(errorResponse('28P01', message));
    }
  });
}

export async function startFakePostgres(
  behaviour: { kind: 'refuse-password'; message: string } | { kind: 'silent' },
): Promise<FakePostgresServer> {
  const sockets = new Set<Socket>();
  const fake: FakePostgresServer = { port: 0, connections: 0, passwordsReceived: [], close: async () => {} };
  const server: Server = createServer((socket) => {
    fake.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (behaviour.kind === 'refuse-password') refusePassword(socket, fake, behaviour.message);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as { port: number }).port;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
