import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FileInfo } from '@portal/contracts/license-requests';
import type { UploadContentType } from '@portal/contracts/uploads';
import type { Database } from '../../db/client';
import { fileContents, files } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { displayFileName, safeFileName } from './file-name';
import { moveIntoDatabase } from './legacy-disk';
import type { UploadedPart } from './multipart';
import { sniffContentType } from './sniff';

export { storedFileName } from './legacy-disk';

/** The transaction `saveWith` runs the caller's writes in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SendOptions = {
  /** The `content-disposition` for the file's shown name; an attachment by default. */
  disposition?: (name: string) => string;
};

export type FileStore = {
  /**
   * The uploads folder of versions that kept documents on disk (decision 0042): read only to
   * move such documents into the database; nothing new is written there.
   */
  directory: string;
  /**
   * Checks every part's bytes (400 before anything is written), then in one transaction records
   * the files with their bytes and runs `write`: all of it is stored, or nothing.
   */
  saveWith: <T>(
    db: Database,
    parts: UploadedPart[],
    uploadedBy: number | null,
    write: (tx: Transaction, stored: FileInfo[]) => Promise<T>,
  ) => Promise<T>;
  /** Sends a stored file as a download with a safe name and `nosniff`; 404 when it is missing. */
  send: (db: Database, reply: FastifyReply, id: string, options?: SendOptions) => Promise<FastifyReply>;
};

/** A download reads this much per query, so a 5 MB document never sits whole in memory. */
export const READ_CHUNK_BYTES = 1024 * 1024;

export const fileInfoOf = (row: typeof files.$inferSelect): FileInfo => ({
  id: row.id,
  name: displayFileName(row.originalName),
  contentType: row.contentType,
  size: row.size,
});

type Checked = { id: string; name: string; contentType: UploadContentType; bytes: Buffer };

const checked = (part: UploadedPart): Checked => {
  const contentType = sniffContentType(part.bytes);
  const name = safeFileName(part.filename);
  if (!contentType) throw new AppError(400, 'uploads.unsupportedType', { params: { name } });
  return { id: randomUUID(), name, contentType, bytes: part.bytes };
};

const attachment = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Bytes `from` (1-based) for `length` of a stored file; null when the file has no bytes stored. */
const sliceOf = async (db: Database, id: string, from: number, length: number) => {
  const [row] = await db
    .select({
      total: sql<number>`octet_length(${fileContents.bytes})`.mapWith(Number),
      bytes: sql<Buffer>`substring(${fileContents.bytes} from ${from} for ${length})`.mapWith(
        fileContents.bytes,
      ),
    })
    .from(fileContents)
    .where(eq(fileContents.fileId, id));
  return row ?? null;
};

/** The rest of a file after its first chunk, one query a chunk, read as the client takes it. */
const restOf = (db: Database, id: string, first: Buffer, total: number, chunk: number): Readable =>
  Readable.from(
    (async function* () {
      yield first;
      for (let sent = first.length; sent < total;) {
        const slice = await sliceOf(db, id, sent + 1, chunk);
        if (!slice || slice.bytes.length === 0)
          throw new Error(`file ${id} ended at byte ${sent} of ${total}`);
        sent += slice.bytes.length;
        yield slice.bytes;
      }
    })(),
    { objectMode: false },
  );

/**
 * Uploaded documents in the database (`files` rows, their bytes in `file_contents`), so that
 * every instance serves them and the database backup holds them (decision 0042). `directory` is
 * the uploads folder of earlier versions, whose documents move in when first downloaded.
 */
export const createFileStore = (
  directory: string,
  { readChunkBytes = READ_CHUNK_BYTES }: { readChunkBytes?: number } = {},
): FileStore => ({
  directory,
  saveWith: async (db, parts, uploadedBy, write) => {
    const accepted = parts.map(checked);
    return db.transaction(async (tx) => {
      const rows = accepted.length
        ? await tx
            .insert(files)
            .values(
              accepted.map((file) => ({
                id: file.id,
                originalName: file.name,
                contentType: file.contentType,
                size: file.bytes.length,
                uploadedBy,
              })),
            )
            .returning()
        : [];
      if (accepted.length)
        await tx
          .insert(fileContents)
          .values(accepted.map((file) => ({ fileId: file.id, bytes: file.bytes })));
      const stored = accepted.map((file) => {
        const row = rows.find((r) => r.id === file.id);
        if (!row) throw new Error('file insert returned no row');
        return fileInfoOf(row);
      });
      return write(tx, stored);
    });
  },
  send: async (db, reply, id, options = {}) => {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!row) throw notFound();
    let body: Buffer | Readable;
    let size: number;
    const first = await sliceOf(db, id, 1, readChunkBytes);
    if (first) {
      size = first.total;
      body =
        first.total > first.bytes.length
          ? restOf(db, id, first.bytes, first.total, readChunkBytes)
          : first.bytes;
    } else {
      // Stored on disk by an earlier version: moved in now, or moved by another instance meanwhile.
      const moved = await moveIntoDatabase(db, directory, row);
      const again = moved ? null : await sliceOf(db, id, 1, row.size);
      const bytes = moved ?? again?.bytes;
      if (!bytes) throw notFound();
      size = bytes.length;
      body = bytes;
    }
    const name = displayFileName(row.originalName);
    return reply
      .header('content-type', row.contentType)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', (options.disposition ?? attachment)(name))
      .send(body);
  },
});
