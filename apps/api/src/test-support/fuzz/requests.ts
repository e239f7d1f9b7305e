import fc from 'fast-check';
import type { z } from 'zod';
import { licenceRequestFieldsSchema } from '@portal/contracts/license-requests';
import { registrationFieldsSchema } from '@portal/contracts/registration';
import { visaImportRowSchema, VISA_IMPORT_COLUMNS } from '@portal/contracts/visas';
import {
  multipartBody as multipartPayload,
  PNG_BYTES,
  type MultipartFile,
} from '../../platform/uploads/multipart-body.test-support';
import type { Operation } from '../operations';
import { brokenValues, type TextValue } from './broken-values';
import { validValues } from './valid-values';

export const LANGUAGES = ['en-US', 'ar-SA'] as const;

/** One generated call: path values, query string, body, language. */
export type FuzzRequest = {
  url: string;
  body?: { payload: string | Buffer; contentType: string };
  language: (typeof LANGUAGES)[number];
  broken: boolean;
};

/** Percent-encodes text, a lone surrogate (which encodeURIComponent refuses) as its raw 3 bytes. */
const percentEncode = (text: string): string =>
  text.replace(/[\s\S]/gu, (character) => {
    if (character.length === 1 && /[\uD800-\uDFFF]/.test(character)) {
      const code = character.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(character);
  });

const encode = (value: unknown): string => {
  if (typeof value === 'object' && value !== null && 'raw' in value) return (value as { raw: string }).raw;
  return percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
};

const pathOf = (url: string, params: unknown): string => {
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<string, TextValue>;
  // A left-out path value is sent as "-": an empty segment would reach another route (`/api/jobs/`).
  return url.replace(/:(\w+)/g, (_whole, name: string) =>
    values[name] === undefined ? '-' : encode(values[name]),
  );
};

const queryOf = (query: unknown): string => {
  if (typeof query !== 'object' || query === null) return '';
  const parts = Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : Array.isArray(value)
        ? value.map((item) => `${key}=${encode(item)}`)
        : [`${key}=${encode(value)}`],
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

/** The fields read from a multipart body by routes that parse it themselves, by operation id. */
const MULTIPART_FIELDS: Record<string, { fields?: z.ZodType; file: 'document' | 'documents' | 'csv' }> = {
  'POST /api/licenseRequests': { fields: licenceRequestFieldsSchema, file: 'document' },
  'POST /api/registrations': { fields: registrationFieldsSchema, file: 'documents' },
  'POST /api/visas/import': { file: 'csv' },
};

const multipartOf = (fields: Record<string, unknown>, file: MultipartFile) => {
  const texts = Object.entries(fields).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, typeof value === 'string' ? value : JSON.stringify(value)] as const],
  );
  const { payload, headers } = multipartPayload(Object.fromEntries(texts), [file]);
  return { payload, contentType: headers['content-type'] };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const csvCell = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;

const multipartBody = (operation: Operation, broken: boolean): fc.Arbitrary<FuzzRequest['body']> => {
  const spec = MULTIPART_FIELDS[operation.id];
  if (!spec) return fc.constant(undefined);
  if (spec.file === 'csv') {
    const rows = fc.array(broken ? brokenValues(visaImportRowSchema) : validValues(visaImportRowSchema), {
      minLength: 1,
      maxLength: 3,
    });
    return rows.map((items) => {
      const lines = items.map((row) =>
        VISA_IMPORT_COLUMNS.map((column) => csvCell((row as Record<string, unknown>)?.[column])).join(','),
      );
      const csv = [VISA_IMPORT_COLUMNS.join(','), ...lines].join('\n');
      return multipartOf({}, { name: 'file', filename: 'visas.csv', bytes: Buffer.from(csv) });
    });
  }
  const fields = broken ? brokenValues(spec.fields!) : validValues(spec.fields!);
  return fields.map((value) =>
    multipartOf(isRecord(value) ? value : { value }, {
      name: spec.file,
      filename: 'licence.png',
      bytes: PNG_BYTES,
    }),
  );
};

const jsonBody = (schema: z.ZodType | undefined, broken: boolean): fc.Arbitrary<FuzzRequest['body']> => {
  if (!schema)
    return broken
      ? fc
          .jsonValue({ maxDepth: 2 })
          .map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }))
      : fc.constant(undefined);
  return (broken ? brokenValues(schema) : validValues(schema)).map((value) =>
    value === undefined ? undefined : { payload: JSON.stringify(value), contentType: 'application/json' },
  );
};

/**
 * Calls of an operation generated from its schemas: a third valid, the rest with one part broken
 * (path, query or body, chosen at random).
 */
export const requestsOf = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const part = (schema: z.ZodType | undefined, target: 'text' | 'json', broken: boolean) =>
    schema ? (broken ? brokenValues(schema, target) : validValues(schema, target)) : fc.constant(undefined);
  const readOnly = operation.method === 'GET' || operation.method === 'DELETE';
  const breakable = (['params', 'querystring', 'body'] as const).filter((name) =>
    name === 'body' ? !readOnly : operation[name] !== undefined,
  );
  // One call in three is valid throughout; the others break one part.
  const broken = breakable.length > 0 ? fc.constantFrom(...breakable) : fc.constant(null);
  return fc
    .record({
      target: fc.oneof(fc.constant(null), broken, broken),
      language: fc.constantFrom(...LANGUAGES),
    })
    .chain(({ target, language }) => {
      const body = operation.multipart
        ? multipartBody(operation, target === 'body')
        : readOnly
          ? fc.constant(undefined)
          : jsonBody(operation.body, target === 'body');
      return fc
        .record({
          params: part(operation.params, 'text', target === 'params'),
          query: part(operation.querystring, 'text', target === 'querystring'),
          body,
        })
        .map(({ params, query, body: payload }) => ({
          url: `${pathOf(operation.url, params)}${queryOf(query)}`,
          ...(payload && { body: payload }),
          language,
          broken: target !== null,
        }));
    });
};
