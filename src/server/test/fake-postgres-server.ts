import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

/**
 * A stand-in PostgreSQL server for what the local one cannot show (it trusts every local connection): it asks
 * for a password in clear text and refuses it with the given message (`refuse-password`), or accepts connections
 * and never answers (`silent`). With `tls`, it first takes the client's SSLRequest and answers it with a
 * self-signed certificate for `source.db.test` and 127.0.0.1 (fake-postgres-tls.crt, a test fixture: no client
 * trusts it). It counts connections and keeps the passwords it was sent.
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

/** SSLRequest: length 8, code 80877103. */
const sslRequestCode = 80_877_103;

/** Takes the client's SSLRequest, says yes ('S') and goes on over TLS with the test certificate. */
function overTls(socket: Socket, then: (secure: Socket) => void) {
  socket.once('data', (chunk) => {
    if (chunk.length < 8 || chunk.readInt32BE(4) !== sslRequestCode) return void socket.destroy();
    socket.write('S');
    const secure = new TLSSocket(socket, {
      isServer: true,
      key: readFileSync(new URL('./fake-postgres-tls.key', import.meta.url)),
      cert: readFileSync(new URL('./fake-postgres-tls.crt', import.meta.url)),
    });
    secure.on('error', () => {});
    then(secure);
  });
}

export async function startFakePostgres(
  behaviour: ({ kind: 'refuse-password'; message: string } | { kind: 'silent' }) & { tls?: boolean },
): Promise<FakePostgresServer> {
  const sockets = new Set<Socket>();
  const fake: FakePostgresServer = { port: 0, connections: 0, passwordsReceived: [], close: async () => {} };
  const server: Server = createServer((socket) => {
    fake.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const serve = (connection: Socket) => {
      if (behaviour.kind === 'refuse-password') refusePassword(connection, fake, behaviour.message);
    };
    if (behaviour.tls) overTls(socket, serve);
    else serve(socket);
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
