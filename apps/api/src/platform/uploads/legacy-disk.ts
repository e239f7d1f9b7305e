import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadContentType } from '@portal/contracts/uploads';
import type { Database } from '../../db/client';
import { fileContents } from '../../db/schema/index';
import { EXTENSIONS } from './sniff';

/**
 * Documents of versions before decision 0042 were files in the uploads folder named
 * `<id>.<pdf|png|jpg>`, with only their row in the database. They move into `file_contents`
 * on their first download or when the uploads sweep finds them.
 */
export const storedFileName = (id: string, contentType: UploadContentType): string =>
  `${id}.${EXTENSIONS[contentType]}`;

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Moves one earlier version's file into the database: its bytes are inserted (nothing happens
 * when another instance or request moved it first), then the disk copy is removed. Answers the
 * bytes, or null when the file is not in the folder.
 */
export const moveIntoDatabase = async (
  db: Database,
  directory: string,
  file: { id: string; contentType: UploadContentType },
): Promise<Buffer | null> => {
  const path = join(directory, storedFileName(file.id, file.contentType));
  const bytes = await readFile(path).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!bytes) return null;
  await db.insert(fileContents).values({ fileId: file.id, bytes }).onConflictDoNothing();
  await rm(path, { force: true });
  return bytes;
};
