import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * The scorecards' figures as last computed from the history (decision 0060): one row per
 * organisation and figure, rewritten whole by the scheduled refresh so that reading a card never
 * walks the history. `value` is the raw figure; the 20-event floor is applied when it is read.
 */
export const scorecardFigures = pgTable(
  'scorecard_figures',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** `agencyRequest.onTime`, `agencyRequest.medianHours`, `cancellationsPer100Contracts`, … */
    figure: text().notNull(),
    events: integer().notNull(),
    value: doublePrecision(),
    computedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.figure] })],
);
