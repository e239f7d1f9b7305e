import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FileInfo } from '@portal/contracts/license-requests';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import type { UploadedPart } from './multipart';
import { EXTENSIONS, sniffContentType } from './sniff';

export type FileStore = {
  /** Checks the bytes, writes the file under a generated name, records it; answers its id. */
  save: (db: Database, part: UploadedPart, uploadedBy: number | null) => Promise<FileInfo>;
  /** Sends a stored file as a download with a safe name and `nosniff`. */
  send: (db: Database, reply: FastifyReply, id: string) => Promise<FastifyReply>;
};

/** A display name without paths or control characters, at most 120 characters. */
const safeName = (name: string): string =>
  Array.from(basename(name.replaceAll('\\', '/')))
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"')
    .join('')
    .slice(0, 120) || 'document';

export const fileInfoOf = (row: typeof files.$inferSelect): FileInfo => ({
  id: row.id,
  name: row.originalName,
  contentType: row.contentType,
  size: row.size,
});

export const createFileStore = (directory: string): FileStore => ({
  save: async (db, part, uploadedBy) => {
    const contentType = sniffContentType(part.bytes);
    if (!contentType)
      throw new AppError(400, 'uploads.unsupportedType', { params: { name: safeName(part.filename) } });
    await mkdir(directory, { recursive: true });
    const id = randomUUID();
    await writeFile(join(directory, `${id}.${EXTENSIONS[contentType]}`), part.bytes, { flag: 'wx' });
    const [row] = await db
      .insert(files)
      .values({ id, originalName: safeName(part.filename), contentType, size: part.bytes.length, uploadedBy })
      .returning();
    if (!row) throw new Error('file insert returned no row');
    return fileInfoOf(row);
  },
  send: async (db, reply, id) => {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!row) throw notFound();
    const ascii = row.originalName.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .header('content-type', row.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      )
      .send(createReadStream(join(directory, `${row.id}.${EXTENSIONS[row.contentType]}`)));
  },
});
