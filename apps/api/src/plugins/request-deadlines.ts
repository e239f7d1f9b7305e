import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ConfigError } from '../config';
import { environmentSchema } from '../environment-names';
import { languageOf, translate } from '../i18n/catalogue';

const schema = z.object({
  /** The longest a whole request (headers and body, uploads included) may take to arrive. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
});
environmentSchema(schema);

export type RequestDeadlines = { requestTimeoutMs: number };

/** Reads `REQUEST_TIMEOUT_MS`; a bad value throws naming the variable. */
export const loadRequestDeadlines = (env: NodeJS.ProcessEnv = process.env): RequestDeadlines => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n  REQUEST_TIMEOUT_MS: ${parsed.error.issues[0]?.message}`);
  }
  return { requestTimeoutMs: parsed.data.REQUEST_TIMEOUT_MS };
};

/** What Node keeps on a server socket: its parser's request and the response being written. */
type ServerSocket = Socket & {
  parser?: { incoming?: { headers?: Record<string, unknown> } } | null;
  _httpMessage?: ServerResponse | null;
};

const STATUS_LINE = 'HTTP/1.1 408 Request Timeout';

/** A translated 408 in the language of the request still arriving, written straight to the socket. */
const timeoutAnswer = (socket: ServerSocket): Buffer => {
  const language = socket.parser?.incoming?.headers?.['accept-language'];
  const body = JSON.stringify({
    message: translate(
      languageOf(typeof language === 'string' ? language : undefined),
      'errors.requestTimeout',
    ),
  });
  return Buffer.from(
    `${STATUS_LINE}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/**
 * Slow requests are not held (decision 0020): a request whose headers and body have not all arrived
 * within `requestTimeoutMs` — ten bytes every few seconds keep a socket busy, not a request — is
 * answered a translated 408 and its connection closed, so its descriptor and buffers are released.
 * Node's own request timer does the counting (Fastify turns it off by default); its check runs
 * often enough that the limit is kept to about a second. Call before `listen`.
 */
export const applyRequestDeadlines = (
  server: Server,
  deadlines: RequestDeadlines,
  log?: FastifyBaseLogger,
): void => {
  const { requestTimeoutMs } = deadlines;
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = requestTimeoutMs;
  // Read when the server starts listening (Node's default is 30 s between checks).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    1_000,
    Math.max(100, Math.floor(requestTimeoutMs / 4)),
  );
  // Fastify's own handler would answer an untranslated 408 and destroy the socket before ours is
  // flushed: request timeouts are answered here, every other client error still goes to it.
  const others = server.listeners('clientError') as ((error: Error, socket: Socket) => void)[];
  server.removeAllListeners('clientError');
  server.on('clientError', (error: NodeJS.ErrnoException, rawSocket: Socket) => {
    if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') {
      for (const listener of others) listener.call(server, error, rawSocket);
      return;
    }
    if (rawSocket.destroyed) return;
    const socket = rawSocket as ServerSocket;
    log?.info({ remoteAddress: socket.remoteAddress }, 'request timed out before it arrived whole');
    // Headers arrived: Node has made the response, unless one was already sent (e.g. a refusal
    // answered before its body was read); then there is nothing more to say, only to close.
    const response = socket._httpMessage;
    const answered = response ? response.headersSent : Boolean(socket.parser?.incoming);
    if (answered || !socket.writable) {
      socket.destroy();
      return;
    }
    // The body may still be arriving: stop reading it and close once the answer is flushed.
    socket.pause();
    socket.end(timeoutAnswer(socket), () => socket.destroy());
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
};
