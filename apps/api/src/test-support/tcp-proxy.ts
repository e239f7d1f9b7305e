import net from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on (127.0.0.1), the same across outages. */
  port: number;
  /** Connections open through the proxy now. */
  openConnections: () => number;
  /** Cuts every connection and refuses new ones (the database is down) until `restore`. */
  cut: () => Promise<void>;
  /** Accepts connections again. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

const listen = (server: net.Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });

/**
 * A TCP relay between the app's pool and PostgreSQL, so a test can take "the database" away
 * without stopping the shared server: `cut` closes the listening socket (new connections are
 * refused) and destroys every relayed connection; `restore` listens on the same port again.
 */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  const track = (socket: net.Socket, set: Set<net.Socket>) => {
    set.add(socket);
    socket.on('close', () => set.delete(socket));
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client, clients);
    track(client, sockets);
    track(upstream, sockets);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server = net.createServer(relay);
  const port = await listen(server, 0);

  const stopListening = () =>
    new Promise<void>((resolve) => {
      // close() stops accepting at once; its callback waits for the connections destroyed below.
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    port,
    openConnections: () => clients.size,
    cut: stopListening,
    restore: async () => {
      server = net.createServer(relay);
      await listen(server, port);
    },
    close: async () => {
      if (server.listening) await stopListening();
    },
  };
};
