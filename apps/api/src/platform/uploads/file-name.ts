import { basename } from 'node:path';

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks, the Arabic letter mark): in a
 * file name they reorder what is displayed, e.g. `invoice\u202Egpj.exe` shows as `invoiceexe.jpg`.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** A name as shown to people and in downloads: without bidirectional controls. */
export const displayFileName = (name: string): string => name.replace(BIDI_CONTROLS, '');

/** A stored name: no path, control or bidirectional characters, no quotes, at most 120 characters. */
export const safeFileName = (name: string): string =>
  Array.from(displayFileName(basename(name.replaceAll('\\', '/'))))
    .filter((char) => char >= ' ' && !(char >= '\u007f' && char <= '\u009f') && char !== '"')
    .join('')
    .slice(0, 120) || 'document';
