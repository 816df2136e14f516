import { connect } from 'node:net';

/** PostgreSQL's CancelRequest code (protocol 3.0, "Canceling Requests in Progress"). */
const cancelRequestCode = 80877102;
const cancelTimeoutMs = 2_000;

/**
 * Asks the server to stop the query a backend runs, on a connection of its own, as `pg_cancel_backend` would:
 * closing the source's connection alone leaves the query running until its statement timeout. Best effort: any
 * failure is ignored (the statement timeout still bounds the query).
 */
export function sendCancelRequest(address: string, port: number, processId: number, secretKey: number): void {
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(cancelRequestCode, 4);
  message.writeInt32BE(processId, 8);
  message.writeInt32BE(secretKey, 12);
  const socket = connect({ host: address, port }, () => socket.end(message));
  socket.setTimeout(cancelTimeoutMs, () => socket.destroy());
  socket.on('error', () => socket.destroy());
}
