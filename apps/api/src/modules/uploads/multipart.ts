import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import { isMessageKey, languageOf, translate } from '../../i18n/catalogue';
import { AppError, badRequest } from '../../lib/errors';

export type UploadedPart = { field: string; filename: string; bytes: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedPart[] };

const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart request into memory: text fields, and at most `maxFiles` files of at most
 * 5 MB each (413 naming the file otherwise). Needs @fastify/multipart registered in the scope.
 */
export const readMultipart = async (request: FastifyRequest, maxFiles: number): Promise<MultipartBody> => {
  if (!request.isMultipart())
    throw badRequest('errors.unsupportedMediaType', {
      params: { type: String(request.headers['content-type']) },
    });
  const fields: Record<string, string> = {};
  const files: UploadedPart[] = [];
  for await (const part of request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles + 1, fields: 40 },
  })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (files.length >= maxFiles) throw new AppError(400, 'uploads.tooMany', { params: { max: maxFiles } });
    try {
      const bytes = await part.toBuffer();
      if (bytes.length > 0)
        files.push({ field: part.fieldname, filename: part.filename || 'document', bytes });
    } catch (error) {
      if (isFileTooLarge(error) || part.file.truncated) {
        throw new AppError(413, 'uploads.tooLarge', {
          params: { name: part.filename, limit: MAX_UPLOAD_MB },
        });
      }
      throw error;
    }
  }
  return { fields, files };
};

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
