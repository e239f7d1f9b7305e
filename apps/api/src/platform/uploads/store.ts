import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FileInfo } from '@portal/contracts/license-requests';
import type { UploadContentType } from '@portal/contracts/uploads';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { displayFileName, safeFileName } from './file-name';
import type { UploadedPart } from './multipart';
import { EXTENSIONS, sniffContentType } from './sniff';

/** The transaction `saveWith` runs the caller's writes in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type FileStore = {
  directory: string;
  /** Where files wait while their rows are being written; the sweep removes old leftovers. */
  stagingDirectory: string;
  /**
   * Checks every part's bytes (400 before anything is written), writes them under temporary
   * names, then in one transaction records them and runs `write`; the files take their final
   * names just before the commit and are removed when anything fails.
   */
  saveWith: <T>(
    db: Database,
    parts: UploadedPart[],
    uploadedBy: number | null,
    write: (tx: Transaction, stored: FileInfo[]) => Promise<T>,
  ) => Promise<T>;
  /** Sends a stored file as a download with a safe name and `nosniff`. */
  send: (db: Database, reply: FastifyReply, id: string) => Promise<FastifyReply>;
};

export const fileInfoOf = (row: typeof files.$inferSelect): FileInfo => ({
  id: row.id,
  name: displayFileName(row.originalName),
  contentType: row.contentType,
  size: row.size,
});

type Staged = { id: string; name: string; contentType: UploadContentType; bytes: Buffer };

const checked = (part: UploadedPart): Staged => {
  const contentType = sniffContentType(part.bytes);
  const name = safeFileName(part.filename);
  if (!contentType) throw new AppError(400, 'uploads.unsupportedType', { params: { name } });
  return { id: randomUUID(), name, contentType, bytes: part.bytes };
};

export const storedFileName = (id: string, contentType: UploadContentType): string =>
  `${id}.${EXTENSIONS[contentType]}`;

export const createFileStore = (directory: string): FileStore => {
  const stagingDirectory = join(directory, '.staging');
  const finalPath = (file: Staged) => join(directory, storedFileName(file.id, file.contentType));
  const stagingPath = (file: Staged) => join(stagingDirectory, storedFileName(file.id, file.contentType));

  return {
    directory,
    stagingDirectory,
    saveWith: async (db, parts, uploadedBy, write) => {
      const staged = parts.map(checked);
      if (staged.length > 0) await mkdir(stagingDirectory, { recursive: true });
      try {
        for (const file of staged) await writeFile(stagingPath(file), file.bytes, { flag: 'wx' });
        return await db.transaction(async (tx) => {
          const rows = staged.length
            ? await tx
                .insert(files)
                .values(
                  staged.map((file) => ({
                    id: file.id,
                    originalName: file.name,
                    contentType: file.contentType,
                    size: file.bytes.length,
                    uploadedBy,
                  })),
                )
                .returning()
            : [];
          const stored = staged.map((file) => {
            const row = rows.find((r) => r.id === file.id);
            if (!row) throw new Error('file insert returned no row');
            return fileInfoOf(row);
          });
          const result = await write(tx, stored);
          for (const file of staged) await rename(stagingPath(file), finalPath(file));
          return result;
        });
      } catch (error) {
        await Promise.all(
          staged.flatMap((file) => [
            rm(stagingPath(file), { force: true }),
            rm(finalPath(file), { force: true }),
          ]),
        );
        throw error;
      }
    },
    send: async (db, reply, id) => {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) throw notFound();
      const name = displayFileName(row.originalName);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(createReadStream(join(directory, storedFileName(row.id, row.contentType))));
    },
  };
};
