import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ComplaintStatus } from '@portal/contracts/complaints';
import { requiredReference } from './columns';
import { employmentRequests } from './employment-requests';
import { organizations } from './organizations';

/**
 * Connector tokens that have created their one complaint (decision 0031): the token's `jti`,
 * kept until the token expires so a second use is refused on every instance.
 */
export const complaintTokenUses = pgTable(
  'complaint_token_uses',
  {
    jti: text().primaryKey(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_token_uses_expires_at_idx').on(t.expiresAt)],
);

/**
 * The complaints the portal knows (decision 0063): a copy of the issue tracker's, kept by the
 * minute's sync (`complaints.sync`), so the clocks, the scorecards and the employer watchlist can
 * count them without asking the tracker. `id` is the tracker's own id (the connector's), not one
 * the portal hands out. `answeredAt` is when the complaint was first seen past OPEN, `resolvedAt`
 * when first seen RESOLVED, both the tracker's `updatedAt` of that reading. `goneAt` is set when a
 * complete reading of the tracker no longer has it (cleared if it comes back).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer().primaryKey(),
    number: text().notNull(),
    employmentRequestId: requiredReference(() => employmentRequests.id),
    officeId: requiredReference(() => organizations.id),
    raisedByOrganizationId: requiredReference(() => organizations.id),
    raisedByRole: text().notNull(),
    status: text().$type<ComplaintStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    goneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('complaints_office_idx').on(t.officeId),
    index('complaints_request_idx').on(t.employmentRequestId),
  ],
);
