import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header a test sets to speak from another client address. */
export const TEST_CLIENT_ADDRESS = 'x-test-client-address';

export type Balancer = {
  url: string;
  /** How many requests each upstream received, in the order given. */
  counts: () => number[];
  close: () => Promise<void>;
};

/**
 * A load balancer for tests: each request goes to the next upstream in turn (not each connection,
 * so one keep-alive client still meets every instance), with X-Forwarded-For/-Proto/-Host as a
 * real balancer sets them. The client's address is its socket's, or what the request's
 * `x-test-client-address` says: a test speaks from many addresses through one socket.
 */
export const startRoundRobinBalancer = async (upstreams: string[]): Promise<Balancer> => {
  let next = 0;
  const counts = upstreams.map(() => 0);
  const forward = (incoming: IncomingMessage, reply: ServerResponse) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const headers = { ...incoming.headers };
    const claimed = headers[TEST_CLIENT_ADDRESS];
    delete headers[TEST_CLIENT_ADDRESS];
    const client =
      typeof claimed === 'string' ? claimed : (incoming.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '');
    headers['x-forwarded-for'] = client;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = incoming.headers.host ?? '';
    const outgoing = request(target, { method: incoming.method, headers, agent: false }, (answer) => {
      reply.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(reply);
    });
    outgoing.on('error', () => {
      if (!reply.headersSent) reply.writeHead(502);
      reply.end();
    });
    incoming.pipe(outgoing);
  };
  const server: Server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
