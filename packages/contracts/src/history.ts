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

/** One history row of a record: who did what, when, and which fields changed. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  changedAt: z.string(),
  changedBy: z.object({ id: z.number().int(), name: z.object({ ar: z.string(), en: z.string() }) }),
  changes: z.record(z.string(), fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /api/history/{entityType}/{id}`: newest first. */
export const historyQuerySchema = z.object({
  page: pageQueryShape.page,
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const historyParamsSchema = z.object({ entityId: idParam() });
