import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { badRequest } from '../../lib/errors';

export const MEGABYTE = 1_048_576;

/**
 * Limits that refuse a ZIP bomb before anything is inflated (decision 0045): the central directory
 * declares each entry's sizes, so an entry that claims more than `maxEntryBytes`, or that unpacks more
 * than `maxRatio` times its packed size once past `ratioFloorBytes`, is refused without reading it.
 * Declared sizes can lie, so the bytes are also counted while they stream (yauzl checks them against
 * the declaration too) and reading stops past the declared size or the cap.
 */
export type ZipLimits = {
  maxEntries: number;
  maxEntryBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
};

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  // Reading stops at the row limit, so a large sheet costs time, not memory; past this it is not a workbook of ours.
  maxEntryBytes: 1024 * MEGABYTE,
  // Sheet XML packs 5 to 50 times; DEFLATE's most is about 1,032 times, which is what bombs use.
  maxRatio: 200,
  ratioFloorBytes: 8 * MEGABYTE,
};

export const tooLarge = () => badRequest('spreadsheet.tooLarge');
const unsupported = () => badRequest('spreadsheet.unsupported');

export type ZipEntry = { name: string; packed: number; size: number; entry: yauzl.Entry };
export type ZipArchive = {
  entries: Map<string, ZipEntry>;
  /** The entry's bytes as they inflate, at most `cap` (and never more than declared). */
  read: (entry: ZipEntry, cap: number) => AsyncGenerator<Buffer>;
  close: () => void;
};

const openBuffer = (bytes: Uint8Array) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(unsupported()) : resolve(zip),
    );
  });

const listEntries = (zip: yauzl.ZipFile, limits: ZipLimits) =>
  new Promise<Map<string, ZipEntry>>((resolve, reject) => {
    const entries = new Map<string, ZipEntry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= limits.maxEntries) return reject(unsupported());
      const { fileName: name, compressedSize: packed, uncompressedSize: size } = entry;
      if (size > limits.maxEntryBytes) return reject(tooLarge());
      if (size > limits.ratioFloorBytes && size > packed * limits.maxRatio) return reject(tooLarge());
      entries.set(name, { name, packed, size, entry });
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(unsupported()));
    zip.readEntry();
  });

const openStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) => {
    if (entry.isEncrypted()) return reject(unsupported());
    zip.openReadStream(entry, (error, stream) => (error ? reject(unsupported()) : resolve(stream)));
  });

/** Opens a ZIP held in memory and lists its entries; refuses one whose declared sizes break the limits. */
export const openZip = async (bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Promise<ZipArchive> => {
  const zip = await openBuffer(bytes);
  try {
    const entries = await listEntries(zip, limits);
    async function* read(target: ZipEntry, cap: number): AsyncGenerator<Buffer> {
      if (target.size > cap) throw tooLarge();
      const stream = await openStream(zip, target.entry);
      let inflated = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > cap || inflated > target.size) throw tooLarge();
          yield chunk;
        }
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error) throw error;
        // yauzl counts too: more bytes than declared is a lying ZIP; anything else a damaged one.
        if (error instanceof Error && error.message.startsWith('too many bytes')) throw tooLarge();
        throw unsupported();
      } finally {
        stream.destroy();
      }
    }
    return { entries, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
};
