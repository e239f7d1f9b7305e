import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import type { Language } from '@portal/contracts/constants';
import { isMessageKey, languageOf, translate, type MessageKey } from '../../i18n/catalogue';
import { environmentSchema } from '../../environment-names';
import { AppError, badRequest, isAppError } from '../../lib/errors';
import { displayFileName } from './file-name';
import { sentFileProblem } from './sniff';

export type UploadedPart = { field: string; filename: string; bytes: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedPart[] };

const MAX_FIELDS = 40;

const limitsSchema = z.object({
  /** Uploads to public routes (the registration form) read at once by this instance. */
  ANONYMOUS_UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(100),
});
environmentSchema(limitsSchema);

let anonymousLimit: number | null = null;
let anonymousInFlight = 0;

/**
 * An upload nobody signed in for takes one of this instance's places while its body is read;
 * with every place taken it is refused at once (503, Retry-After, connection closed) rather than
 * held — slow bodies are ended by REQUEST_TIMEOUT_MS (decision 0020), this bounds how many wait.
 */
const takeAnonymousPlace = (request: FastifyRequest): (() => void) | null => {
  const access = (request.routeOptions.config as { access?: { public?: boolean } } | undefined)?.access;
  if (access?.public !== true) return null;
  anonymousLimit ??= limitsSchema.parse(process.env).ANONYMOUS_UPLOADS_IN_FLIGHT;
  if (anonymousInFlight >= anonymousLimit) {
    throw new AppError(503, 'uploads.busy', { retryAfterSeconds: 10, closeConnection: true });
  }
  anonymousInFlight += 1;
  let released = false;
  return () => {
    if (!released) anonymousInFlight -= 1;
    released = true;
  };
};

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** What the multipart parser threw, as a translated answer: limits 413, anything malformed 400. */
const multipartError = (error: unknown, maxFiles: number): AppError => {
  if (isAppError(error)) return error;
  switch (codeOf(error)) {
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'uploads.tooManyFields', { params: { limit: MAX_FIELDS } });
    case 'FST_FILES_LIMIT':
      return new AppError(400, 'uploads.tooMany', { params: { max: maxFiles } });
  }
  // Busboy's "Unexpected end of form", "Malformed part header", a missing boundary, a closed request.
  return new AppError(400, 'uploads.malformed');
};

/**
 * Reads a multipart request into memory: text fields, and at most `maxFiles` files of at most
 * 5 MB each (413 naming the file otherwise). Needs @fastify/multipart registered in the scope.
 * An empty file, or one whose bytes are of another type than its name or announced type says,
 * is a 400 on its field (`sentFileProblem`), never dropped or stored under a false name.
 */
export const readMultipart = async (request: FastifyRequest, maxFiles: number): Promise<MultipartBody> => {
  if (!request.isMultipart())
    throw badRequest('errors.unsupportedMediaType', {
      params: { type: String(request.headers['content-type']) },
    });
  const fields: Record<string, string> = {};
  const files: UploadedPart[] = [];
  const refused = new RefusedFiles(languageOf(request.headers['accept-language']));
  const release = takeAnonymousPlace(request);
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles + 1, fields: MAX_FIELDS },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (files.length >= maxFiles) throw new AppError(400, 'uploads.tooMany', { params: { max: maxFiles } });
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
          throw new AppError(413, 'uploads.tooLarge', {
            params: { name: displayFileName(part.filename), limit: MAX_UPLOAD_MB },
          });
        }
        throw error;
      });
      const problem = sentFileProblem({ filename: part.filename, declaredType: part.mimetype, bytes });
      if (problem) refused.add(part.fieldname, part.filename, problem);
      else if (bytes.length > 0)
        files.push({ field: part.fieldname, filename: part.filename || 'document', bytes });
    }
  } catch (error) {
    throw multipartError(error, maxFiles);
  } finally {
    release?.();
  }
  refused.throwAny();
  return { fields, files };
};

/** The files of one request refused by `sentFileProblem`: one 400 with a message on each field. */
export class RefusedFiles {
  private readonly fieldErrors: Record<string, string[]> = {};
  private first: { key: MessageKey; params: Record<string, string> } | null = null;
  constructor(private readonly language: Language) {}

  add(field: string, filename: string, problem: NonNullable<ReturnType<typeof sentFileProblem>>) {
    const params = { name: displayFileName(filename), type: problem.type ?? '' };
    (this.fieldErrors[field] ??= []).push(translate(this.language, problem.key, params));
    this.first ??= { key: problem.key, params };
  }

  throwAny() {
    if (this.first)
      throw new AppError(400, this.first.key, { params: this.first.params, fieldErrors: this.fieldErrors });
  }
}

/** Validates multipart text fields with a contract schema; field errors translated like the JSON bodies'. */
export const parseFields = <S extends z.ZodType>(
  schema: S,
  data: unknown,
  request: FastifyRequest,
): z.output<S> => {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const language = languageOf(request.headers['accept-language']);
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    (fieldErrors[field] ??= []).push(translate(language, key));
  }
  throw new AppError(400, 'errors.validation', { fieldErrors });
};
