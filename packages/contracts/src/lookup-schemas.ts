import { z } from 'zod';
import { rowVersion } from './fields';
import { booleanFilter, textFilter } from './list';

/**
 * An admin lookup's record as its screen reads it: its id, the row version an edit carries
 * (decision 0039), its own fields, and when it last changed.
 */
export const lookupRecordSchema = <const S extends z.ZodRawShape>(fields: S) =>
  z.object({ id: z.number().int(), rowVersion: rowVersion(), ...fields, updatedAt: z.string() });

/** The filters of a lookup that is active or not: text, its own filters, active. */
export const activeLookupFiltersShape = <const S extends z.ZodRawShape>(filters: S) => ({
  q: textFilter(),
  ...filters,
  active: booleanFilter(),
});
