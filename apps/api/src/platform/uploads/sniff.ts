import type { UploadContentType } from '@portal/contracts/uploads';

/** The types the portal recognises by their first bytes: documents, photos. */
export type SniffedType = UploadContentType | 'image/webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The type from the first bytes (never from the name or the announced type); null when unknown. */
export const sniffType = (bytes: Buffer): SniffedType | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'; // RIFF....WEBP
  return null;
};

/** The type of an uploaded document (PDF, PNG, JPEG) from its first bytes; null when not allowed. */
export const sniffContentType = (bytes: Buffer): UploadContentType | null => {
  const type = sniffType(bytes);
  return type === 'image/webp' ? null : type;
};

export const EXTENSIONS: Record<UploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The names a file of each type may have, and what a message calls the type. */
const NAMES_OF: Record<SniffedType, { extensions: readonly string[]; label: string }> = {
  'application/pdf': { extensions: ['pdf'], label: 'PDF' },
  'image/png': { extensions: ['png'], label: 'PNG' },
  'image/jpeg': { extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], label: 'JPEG' },
  'image/webp': { extensions: ['webp'], label: 'WebP' },
};

/** Announced types that say nothing about the file (a client that does not know it). */
const UNSPECIFIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * What is wrong with a sent file before a field's own type check: a chosen file of 0 bytes is
 * `uploads.empty` (a part without name and bytes is an empty file input, no file); bytes of a
 * known type under a name or an announced type of another (a PNG named `x.pdf`) are
 * `uploads.typeMismatch`, with the real type as `type`. Unknown bytes are left to the field.
 */
export const sentFileProblem = (part: {
  filename: string;
  declaredType?: string;
  bytes: Buffer;
}): { key: 'uploads.empty' | 'uploads.typeMismatch'; type?: string } | null => {
  if (part.bytes.length === 0) return part.filename ? { key: 'uploads.empty' } : null;
  const actual = sniffType(part.bytes);
  if (!actual) return null;
  const { extensions, label } = NAMES_OF[actual];
  const extension = /\.([^./\\]+)$/.exec(part.filename)?.[1]?.toLowerCase();
  const declared = (part.declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  const announced = ALIASES[declared] ?? declared;
  if (extension !== undefined && !extensions.includes(extension))
    return { key: 'uploads.typeMismatch', type: label };
  if (!UNSPECIFIC_TYPES.has(announced) && announced !== actual)
    return { key: 'uploads.typeMismatch', type: label };
  return null;
};
