import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Language } from '@portal/contracts/constants';
import {
  CANDIDATE_CV_MAX_MB,
  CANDIDATE_PHOTO_MAX_MB,
  CANDIDATE_PHOTO_MAX_SIDE,
  CANDIDATE_THUMB_MAX_SIDE,
  megabytes,
  type CandidateLimitsResponse,
} from '@portal/contracts/hr-pool/candidates';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { AppError, badRequest, isAppError } from '../../lib/errors';
import { displayFileName } from '../../platform/uploads/file-name';
import type { UploadedPart } from '../../platform/uploads/multipart';
import { sentFileProblem, sniffType } from '../../platform/uploads/sniff';

export const DOCUMENT_FIELDS = ['photo', 'cv'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

const TOO_LARGE: Record<DocumentField, MessageKey> = {
  photo: 'candidates.photoTooLarge',
  cv: 'candidates.cvTooLarge',
};
/**
 * The parser stops reading a file one byte past the largest limit a setting may give; the rest of
 * it is skipped. The current limits (the admin setting) are checked on what it read.
 */
const PARSER_FILE_LIMIT = megabytes(Math.max(CANDIDATE_PHOTO_MAX_MB, CANDIDATE_CV_MAX_MB)) + 1;

/** The candidate form as sent: the `data` part (JSON, undefined when missing or not JSON) and the documents. */
export type CandidateForm = {
  data: unknown;
  photo?: SentDocument;
  cv?: SentDocument;
};

/** A document as sent, with the type its part announced (checked against its bytes). */
type SentDocument = UploadedPart & { declaredType: string };

type FieldErrors = Record<string, string[]>;

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A name that says where to write (`../x`, `a/b`, `a\b`) is refused, not cleaned. */
export const namesAPath = (filename: string): boolean => /[/\\]/.test(filename) || filename.startsWith('..');

const isDocumentField = (field: string): field is DocumentField =>
  (DOCUMENT_FIELDS as readonly string[]).includes(field);

/**
 * Needs @fastify/multipart registered with `throwFileSizeLimit: false`: a file over the limit comes
 * cut short (`truncated`) and the parser skips the rest of it. Reads the candidate form to its end, whatever is wrong with it (a file too large is skipped,
 * not left unread, so the answer goes out on a drained request), then refuses with one error:
 * 413 naming the file that is too large (over `limits`, the current setting), 400 for an unexpected
 * file or a file name with a path.
 */
export const readCandidateForm = async (
  request: FastifyRequest,
  language: Language,
  limits: CandidateLimitsResponse,
): Promise<CandidateForm> => {
  const mbOf: Record<DocumentField, number> = { photo: limits.photoMb, cv: limits.cvMb };
  if (!request.isMultipart())
    throw badRequest('errors.unsupportedMediaType', {
      params: { type: String(request.headers['content-type']) },
    });
  const fields: Record<string, string> = {};
  const documents: Partial<Record<DocumentField, SentDocument>> = {};
  const fieldErrors: FieldErrors = {};
  let status = 400;
  let key: MessageKey = 'errors.validation';
  // The limit named by the message `key` (of the last file refused as too large).
  let keyLimit = 0;
  const refuse = (field: string, message: MessageKey, params?: Record<string, string | number>) => {
    (fieldErrors[field] ??= []).push(translate(language, message, params));
  };
  try {
    for await (const part of request.parts({
      // The name as sent, so that a name with a path is refused rather than cut to its last part.
      preservePath: true,
      limits: { fileSize: PARSER_FILE_LIMIT, files: 4, fields: 10, parts: 14 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const field = part.fieldname;
      const buffer = await part.toBuffer();
      const bytes = part.file.truncated ? null : buffer;
      if (!isDocumentField(field) || documents[field]) {
        refuse(field, 'candidates.unexpectedFile', { field });
        continue;
      }
      if (namesAPath(part.filename)) refuse(field, 'candidates.fileName');
      if (bytes === null || bytes.length > megabytes(mbOf[field])) {
        refuse(field, TOO_LARGE[field], { limit: mbOf[field] });
        status = 413;
        key = TOO_LARGE[field];
        keyLimit = mbOf[field];
        continue;
      }
      if (bytes.length > 0)
        documents[field] = { field, filename: part.filename || field, bytes, declaredType: part.mimetype };
      // A chosen file of 0 bytes is refused, not dropped (an empty file input sends no name).
      else if (part.filename) refuse(field, 'uploads.empty', { name: displayFileName(part.filename) });
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(413, 'uploads.tooManyFields', { params: { limit: 14 } });
    throw new AppError(400, 'uploads.malformed');
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError(status, key, {
      ...(status === 413 && { params: { limit: keyLimit } }),
      fieldErrors,
    });
  }
  let data: unknown;
  try {
    data = fields.data === undefined ? undefined : JSON.parse(fields.data);
  } catch {
    data = undefined;
  }
  return { data, ...documents };
};

/** A photo is a JPEG, PNG or WebP by its first bytes; a CV a PDF. */
const isPhoto = (bytes: Buffer): boolean =>
  ['image/jpeg', 'image/png', 'image/webp'].includes(sniffType(bytes) ?? '');
const isPdf = (bytes: Buffer): boolean => sniffType(bytes) === 'application/pdf';

/** The stored documents of one save: the photo re-encoded with its thumbnail, the CV as sent. */
export type PreparedDocuments = { photo?: UploadedPart; thumb?: UploadedPart; cv?: UploadedPart };

/** `passport scan.png` → `passport scan.jpg` (the photo is stored as a JPEG). */
const jpegName = (filename: string, suffix = ''): string => {
  const stem = filename.replace(/\.[^.]*$/, '') || 'photo';
  return `${stem}${suffix}.jpg`;
};

/** A JPEG of at most `side` pixels on its longest side, turned upright, without EXIF or other metadata. */
const reencode = (bytes: Buffer, side: number): Promise<Buffer> =>
  sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();

/**
 * Checks the documents by their bytes (a photo JPEG, PNG or WebP, a CV PDF) and re-encodes the
 * photo; the field errors are added to `fieldErrors` (translated), nothing is written here.
 */
export const prepareDocuments = async (
  form: CandidateForm,
  language: Language,
  fieldErrors: FieldErrors,
): Promise<PreparedDocuments> => {
  const prepared: PreparedDocuments = {};
  const refuse = (field: DocumentField, key: MessageKey, params?: Record<string, string>) =>
    (fieldErrors[field] ??= []).push(translate(language, key, params));
  // Bytes of the right type under a name or an announced type of another (a PNG named x.pdf).
  const mismatch = (field: DocumentField, document: SentDocument) => {
    const problem = sentFileProblem(document);
    if (problem)
      refuse(field, problem.key, { name: displayFileName(document.filename), type: problem.type ?? '' });
    return problem !== null;
  };
  if (form.cv) {
    if (!isPdf(form.cv.bytes)) refuse('cv', 'candidates.cvType');
    else if (!mismatch('cv', form.cv)) prepared.cv = form.cv;
  }
  if (form.photo) {
    if (!isPhoto(form.photo.bytes)) refuse('photo', 'candidates.photoType');
    else if (!mismatch('photo', form.photo)) {
      try {
        const [full, thumb] = await Promise.all([
          reencode(form.photo.bytes, CANDIDATE_PHOTO_MAX_SIDE),
          reencode(form.photo.bytes, CANDIDATE_THUMB_MAX_SIDE),
        ]);
        prepared.photo = { field: 'photo', filename: jpegName(form.photo.filename), bytes: full };
        prepared.thumb = { field: 'thumb', filename: jpegName(form.photo.filename, '-thumb'), bytes: thumb };
      } catch {
        refuse('photo', 'candidates.photoUnreadable');
      }
    }
  }
  return prepared;
};
