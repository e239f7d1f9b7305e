import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@portal/contracts/list';
import { languageOf, translate } from '../../i18n/catalogue';
import { contentDisposition } from './content-disposition';
import { csvChunks } from './csv';
import type { ExportCell, ExportColumn, Translate } from './export-columns';
import { xlsxBuffer } from './xlsx';

export type { ExportCell, ExportColumn, Translate } from './export-columns';

export type ExportOptions<T> = {
  format: ExportFormat;
  /** Without extension; the date and `.csv`/`.xlsx` are added (e.g. `jobs` → `jobs-2026-05-01.csv`). */
  filename: string;
  columns: readonly ExportColumn<T>[];
  /** The WHOLE filtered result (use lib/list `allRows` to read it in batches), or an array. */
  rows: AsyncIterable<T> | readonly T[];
  /** XLSX sheet name (default: the file name). */
  sheet?: string;
};

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* cellsOf<T>(
  rows: AsyncIterable<T> | readonly T[],
  columns: readonly ExportColumn<T>[],
  t: Translate,
): AsyncIterable<ExportCell[]> {
  for await (const row of rows) yield columns.map((column) => column.value(row, t));
}

/**
 * Reads the first row before anything is sent, so a failing first query (most failures) gets a
 * proper error answer instead of a 200 that breaks off; the rows that follow are read as they go.
 */
const startReading = async <R>(rows: AsyncIterable<R>): Promise<AsyncIterable<R>> => {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (let next = first; !next.done; next = await iterator.next()) yield next.value;
      } finally {
        // A download cancelled half-way closes the reading (and its batches) too.
        await iterator.return?.();
      }
    },
  };
};

/**
 * Sends a list export: headers translated in the caller's language (Accept-Language), CSV in UTF-8
 * with a byte-order mark streamed row by row, or an XLSX workbook; a safe Content-Disposition.
 * An error before the first byte is an ordinary error answer; one after the CSV started streaming
 * destroys the connection (Fastify's stream handling), so the download fails instead of ending
 * short with a 200 that looks complete. Return its result from the handler:
 * `return sendExport(reply, { ... })`.
 */
export const sendExport = async <T>(
  reply: FastifyReply,
  options: ExportOptions<T>,
): Promise<FastifyReply> => {
  const language = languageOf(reply.request.headers['accept-language']);
  const t: Translate = (key, params) => translate(language, key, params);
  const headers = options.columns.map((column) =>
    typeof column.header === 'string' ? t(column.header) : column.header[language],
  );
  const cells = await startReading(cellsOf(options.rows, options.columns, t));
  const body =
    options.format === 'csv'
      ? Readable.from(csvChunks(headers, cells))
      : await xlsxBuffer(headers, cells, {
          sheet: options.sheet ?? options.filename,
          rightToLeft: language === 'ar-SA',
          widths: options.columns.map((column) => column.width ?? 20),
        });
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type(MIME[options.format])
    .header('content-disposition', contentDisposition(`${options.filename}-${date}.${options.format}`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
};
