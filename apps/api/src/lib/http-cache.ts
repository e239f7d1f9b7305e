import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a JSON-serialisable value. */
export const etagOf = (value: unknown): string =>
  `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;

/** True when the If-None-Match header names this ETag (or `*`). */
export const etagMatches = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });

/**
 * Answers with an ETag and `Cache-Control: private, no-cache`: the browser keeps the answer but asks
 * every time, and gets 304 (no body) while it is unchanged, so a change is seen on the next request.
 * `return sendRevalidated(request, reply, body)`.
 */
export const sendRevalidated = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
): FastifyReply | T => {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
};
