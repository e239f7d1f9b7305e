import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/uploads';
import {
  verifyFileResponseSchema,
  verifyParamsSchema,
  verifyResponseSchema,
  type VerifyResponse,
} from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import { verifiableDocuments as documentsTable } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { enableRateLimits } from '../../lib/rate-limit';
import { readMultipart } from '../uploads/multipart';
import { sniffType } from '../uploads/sniff';
import { sha256Hex } from './issue';
import { liveStateOf } from './live-state';
import type { StoredRow } from './render';
import type { VerifiableDocuments } from './service';

/** Checks per address and minute (issue 25: rate-limited per address; the shared counters with REDIS_URL). */
export const VERIFY_CHECKS_PER_MINUTE = 30;
/** Uploads per address and minute: each reads up to 5 MB. */
export const VERIFY_UPLOADS_PER_MINUTE = 10;

const tags = ['verify'];
const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/**
 * What a check answers of a code, from the record as it is now: valid, superseded (with the
 * version in force), cancelled (with when) or unknown. Organisations, numbers, dates and statuses
 * only (no person's data; see live-state.ts).
 */
const checkOf = async (
  db: Database,
  documents: VerifiableDocuments,
  code: string,
): Promise<{ answer: VerifyResponse; row: StoredRow | null; fileSha256: string | null }> => {
  const [row] = await db.select().from(documentsTable).where(eq(documentsTable.code, code));
  const unknown = { answer: { result: 'unknown' as const, code }, row: null, fileSha256: null };
  if (!row) return unknown;
  const live = await liveStateOf(db, row.kind, row.recordId);
  if (!live) return unknown;
  // A check in the seconds before the render job ran prints the approved file now (kept for good);
  // while printing is unavailable the check still answers, without the file's hash.
  const fileSha256 =
    row.fileSha256 ??
    (await documents.storedPdf(row.kind, row.recordId, row.language).catch(() => null))?.sha256 ??
    null;
  const result = live.cancelled ? 'cancelled' : live.current ? 'superseded' : 'valid';
  return {
    row,
    fileSha256,
    answer: {
      result,
      code,
      document: {
        kind: row.kind,
        number: row.number,
        version: row.version,
        language: row.language,
        approvedAt: row.approvedAt.toISOString(),
        status: live.status,
        validFrom: live.validFrom,
        validTo: live.validTo,
        parties: live.parties,
        fileSha256: fileSha256 ?? '',
      },
      ...(live.current && {
        current: { version: live.current.version, approvedAt: live.current.approvedAt.toISOString() },
      }),
      ...(live.cancelledAt && { cancelledAt: live.cancelledAt.toISOString() }),
    },
  };
};

export type VerifyRoutesOptions = { db: Database; documents: VerifiableDocuments };

/** The public check of a printed document and the keys its QR payload is signed with (issue 25). */
export const verifyRoutes = async (app: FastifyInstance, { db, documents }: VerifyRoutesOptions) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } });
  await enableRateLimits(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/.well-known/jwks.json',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'The public keys (ES256) the verification payloads of printed documents are signed with',
        response: { 200: jwksSchema },
      },
    },
    async (_request, reply) => {
      // Retired keys stay listed: documents signed with them still verify.
      reply.header('cache-control', 'public, max-age=300');
      return { keys: (await documents.publicKeys()) as Record<string, unknown>[] };
    },
  );

  api.get(
    '/api/verify/:code',
    {
      config: {
        access: { public: true },
        rateLimit: { max: VERIFY_CHECKS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary:
          'Whether a printed document is the approved one in force: valid, superseded, cancelled or unknown (organisations only, no personal data)',
        params: verifyParamsSchema,
        response: { 200: verifyResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await checkOf(db, documents, request.params.code)).answer;
    },
  );

  api.post(
    '/api/verify/:code/file',
    {
      config: {
        access: { public: true },
        rateLimit: { max: VERIFY_UPLOADS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary:
          'The check of a code and whether an uploaded PDF (multipart field `file`) is byte for byte the approved file',
        params: verifyParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: verifyFileResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { files } = await readMultipart(request, 1);
      const file = files.find((part) => part.field === 'file');
      if (!file) throw badRequest('verify.fileMissing');
      if (sniffType(file.bytes) !== 'application/pdf') throw badRequest('verify.notPdf');
      const { answer, fileSha256 } = await checkOf(db, documents, request.params.code);
      const matches = fileSha256 !== null && sha256Hex(file.bytes) === fileSha256;
      return { ...answer, file: matches ? ('matches' as const) : ('doesNotMatch' as const) };
    },
  );
};
