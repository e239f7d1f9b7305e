import net from 'node:net';

export type RefusingPostgres = {
  /** A connection string for node-postgres (any user, database and password). */
  url: string;
  /** Connections it has refused so far. */
  refused: () => number;
  close: () => Promise<void>;
};

/** A PostgreSQL ErrorResponse message ('E') with severity, SQLSTATE and message fields. */
const errorResponse = (severity: string, code: string, message: string): Buffer => {
  const fields = Buffer.concat([
    ...[
      ['S', severity],
      ['V', severity],
      ['C', code],
      ['M', message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  return Buffer.concat([Buffer.from('E'), length, fields]);
};

/** The SSLRequest code a client sends before its startup message when it asks for TLS. */
const SSL_REQUEST = 80877103;

/**
 * A server speaking just enough of the PostgreSQL protocol to refuse every connection as a real
 * one does: it reads the startup message and answers one ErrorResponse (e.g. FATAL 55000
 * "database … is not currently accepting connections"), then closes. Needs no database, so the
 * refusal's path through the driver and the error handler is tested on every project.
 */
export const startRefusingPostgres = async (refusal: {
  code: string;
  message: string;
  severity?: string;
}): Promise<RefusingPostgres> => {
  let refused = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 8) return;
      const length = buffered.readInt32BE(0);
      if (buffered.length < length) return;
      if (buffered.readInt32BE(4) === SSL_REQUEST) {
        buffered = buffered.subarray(length);
        socket.write('N');
        return;
      }
      refused += 1;
      socket.end(errorResponse(refusal.severity ?? 'FATAL', refusal.code, refusal.message));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://portal:secret@127.0.0.1:${port}/portal`,
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
};
