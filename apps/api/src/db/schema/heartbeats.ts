import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The portal's heartbeat (decision 0057): a scheduled job writes the moment it ran; a gap longer
 * than the limit at the next beat means no instance was running, a portal outage.
 */
export const portalHeartbeats = pgTable('portal_heartbeats', {
  name: text().primaryKey(),
  beatAt: timestamp({ withTimezone: true }).notNull(),
});
