import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { toLatinDigits } from './digits';
import { INT4_MAX, idParam, text } from './fields';

/** The largest page a list endpoint answers. */
export const MAX_PAGE_SIZE = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A filter value as it travels in a URL or a query object. */
export type FilterValue = string | number | boolean | null | undefined | readonly string[];

/**
 * Spec 5: query filters are trimmed and empty values removed. Used by the web (URL and API query)
 * and the API (before building `where`), so both sides agree on what "no filter" means.
 */
export const cleanFilters = <T extends Record<string, FilterValue>>(filters: T): Partial<T> => {
  const result: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text !== '') result[key] = text;
    } else if (Array.isArray(value)) {
      const list = (value as readonly string[]).map((item) => item.trim()).filter((item) => item !== '');
      if (list.length > 0) result[key] = list;
    } else {
      result[key] = value;
    }
  }
  return result as Partial<T>;
};

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A free-text filter: trimmed, blank means none, digits read as the database holds them (`./digits.ts`),
 * so a passport or a number searched with an Arabic keyboard's digits finds its record.
 */
export const textFilter = (max = 100) =>
  z.preprocess(blankToUndefined, text(max).overwrite(toLatinDigits).optional());

/** One of a fixed set of values; blank means none. */
export const enumFilter = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

/** `true` / `false` in the query string; blank means none. */
export const booleanFilter = () =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  );

/** The page, size and sort part of every list query: `page` is 0-based, `size` defaults to 10. */
export const pageQueryShape = {
  // The page times the largest size stays within an `integer` offset.
  page: z.coerce
    .number()
    .int()
    .min(0)
    .max(Math.floor(INT4_MAX / MAX_PAGE_SIZE), 'validation.tooBig')
    .default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

/** `sort` names one of the whitelisted fields; `dir` is asc (default) or desc. */
export const sortQueryShape = <const S extends readonly [string, ...string[]]>(fields: S) => ({
  sort: z.preprocess(blankToUndefined, z.enum(fields).optional()),
  dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS).default('asc')),
});

/**
 * A list query: filters (use textFilter, enumFilter, booleanFilter) plus page, size, sort, dir.
 * The same shape without page/size is the export query (`exportQuerySchema`).
 */
export const listQuerySchema = <F extends z.ZodRawShape, const S extends readonly [string, ...string[]]>(
  filters: F,
  sortFields: S,
) => z.object({ ...filters, ...sortQueryShape(sortFields), ...pageQueryShape });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export of a list: the same filters and sort, the whole result, in CSV or XLSX. */
export const exportQuerySchema = <F extends z.ZodRawShape, const S extends readonly [string, ...string[]]>(
  filters: F,
  sortFields: S,
) => z.object({ ...filters, ...sortQueryShape(sortFields), format: z.enum(EXPORT_FORMATS).default('csv') });

/** Every list answer: one page of items and the total of the filtered result. */
export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(0),
    size: z.number().int().min(1),
  });

export type ListResponse<T> = { items: T[]; total: number; page: number; size: number };

const listOf = (value: unknown): unknown => {
  const parts = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '' && part !== undefined && part !== null);
  return parts.length ? [...new Set(parts)] : undefined;
};

/** Several record ids in a query string, comma separated or repeated; blanks dropped, none means no filter. */
export const idsFilter = (max = 50) =>
  z.preprocess(listOf, z.array(idParam()).max(max, 'validation.tooMany').optional());

/** Several values of a fixed set, comma separated or repeated; blanks dropped, none means no filter. */
export const enumsFilter = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.preprocess(listOf, z.array(z.enum(values)).optional());
