import { index, integer, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { organizations } from './organizations';
import { files } from './uploads';
import { users } from './users';

export const LICENCE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const COMMENT_SIDES = ['ADMIN', 'REQUESTER'] as const;

/** An office's or agency's request to update its licence and organisation info (decision 0015). */
export const licenceRequests = pgTable(
  'licence_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: requiredReference(() => organizations.id),
    requestedBy: requiredReference(() => users.id),
    licenseNumber: text().notNull(),
    licenseDate: date({ mode: 'string' }).notNull(),
    documentFileId: text()
      .notNull()
      .references(() => files.id),
    changedInfo: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: LICENCE_REQUEST_STATUSES }).notNull().default('PENDING'),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    /** A reason of kind licence from the reasons lookup, when one was chosen. */
    rejectionReasonId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licence_requests_org_idx').on(t.organizationId),
    index('licence_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** Comments both ways on a licence request; `readAt` is set when the other side reads it. */
export const licenceRequestComments = pgTable(
  'licence_request_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: requiredReference(() => licenceRequests.id),
    authorId: requiredReference(() => users.id),
    side: text({ enum: COMMENT_SIDES }).notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('licence_request_comments_request_idx').on(t.requestId)],
);
