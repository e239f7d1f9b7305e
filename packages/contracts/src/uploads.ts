/** Uploaded documents (licence updates, registration form): what the server accepts. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** 5 MB (spec 9: a megabyte is 1048576 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1_048_576;
export const MAX_UPLOAD_MB = 5;

/** What the file picker offers; the server still checks the bytes. */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** Client-side check before sending (the type from the browser, the size): an i18n key or null. */
export const uploadProblem = (file: {
  type: string;
  size: number;
}): 'uploads.empty' | 'uploads.tooLarge' | 'uploads.unsupportedType' | null => {
  if (file.size === 0) return 'uploads.empty';
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'uploads.unsupportedType';
  if (file.size > MAX_UPLOAD_BYTES) return 'uploads.tooLarge';
  return null;
};
