import { z } from 'zod';
import { idParam } from './fields';
import { pageQueryShape } from './list';

/** What happened to a record. */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'activate', 'deactivate'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One field's change: what it was and what it became. */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type FieldChange = { from: unknown; to: unknown };
export type FieldChanges = Record<string, FieldChange>;

const bilingualName = z.object({ ar: z.string(), en: z.string() });

/**
 * A changed value as a person reads it (spec §8: records read as the screens do): the API resolves
 * references to names and drops internal fields; the web formats dates, money and numbers in the
 * reader's language (`label` is a catalogue key, e.g. a status).
 */
export type HistoryValue =
  | { kind: 'text'; text: string }
  | { kind: 'name'; name: { ar: string; en: string } }
  | { kind: 'label'; key: string }
  | { kind: 'money'; amount: number }
  | { kind: 'number'; value: number }
  /** A number of units, read with the unit in its plural form (`key` takes `{{count}}`: "24 months"). */
  | { kind: 'count'; value: number; key: string }
  | { kind: 'date'; date: string }
  | { kind: 'datetime'; at: string }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'fields'; fields: HistoryField[] }
  | { kind: 'list'; items: HistoryValue[] };

/** One shown field: its screen label (a catalogue key) and its value (null: empty). */
export type HistoryField = { label: string; value: HistoryValue | null };

/** One shown change: the field's screen label and what it was and became. */
export type HistoryFieldChange = { label: string; from: HistoryValue | null; to: HistoryValue | null };

export const historyValueSchema: z.ZodType<HistoryValue> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string() }),
    z.object({ kind: z.literal('name'), name: bilingualName }),
    z.object({ kind: z.literal('label'), key: z.string() }),
    z.object({ kind: z.literal('money'), amount: z.number() }),
    z.object({ kind: z.literal('number'), value: z.number() }),
    z.object({ kind: z.literal('count'), value: z.number(), key: z.string() }),
    z.object({ kind: z.literal('date'), date: z.string() }),
    z.object({ kind: z.literal('datetime'), at: z.string() }),
    z.object({ kind: z.literal('yesNo'), value: z.boolean() }),
    z.object({
      kind: z.literal('fields'),
      fields: z.array(z.object({ label: z.string(), value: historyValueSchema.nullable() })),
    }),
    z.object({ kind: z.literal('list'), items: z.array(historyValueSchema) }),
  ]),
);

export const historyFieldChangeSchema = z.object({
  label: z.string(),
  from: historyValueSchema.nullable(),
  to: historyValueSchema.nullable(),
});

/**
 * One history row of a record: who did what, when, which fields changed as stored (`changes`) and
 * as a person reads them (`shown`: screen labels, display values, internal fields left out).
 */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  changedAt: z.string(),
  changedBy: z.object({ id: z.number().int(), name: bilingualName }),
  changes: z.record(z.string(), fieldChangeSchema),
  shown: z.array(historyFieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /api/history/{entityType}/{id}`: newest first. */
export const historyQuerySchema = z.object({
  page: pageQueryShape.page,
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const historyParamsSchema = z.object({ entityId: idParam() });
