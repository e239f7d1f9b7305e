import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ComplianceOrderStatus } from '@portal/contracts/compliance-orders';
import { requiredReference } from './columns';
import { organizations } from './organizations';
import { reasons } from './reasons';
import { suspensions } from './suspensions';
import { users } from './users';

/**
 * An admin's decision on a complaint that binds the office it is about (decision 0059). The
 * complaint lives in the issue tracker; its id and number are kept here with the request's number
 * so the order reads without the tracker. `suspensionId` is the suspension the breach caused, which
 * the admin's confirmation lifts (and only that one).
 */
export const complianceOrders = pgTable(
  'compliance_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer().notNull(),
    complaintNumber: text().notNull(),
    employmentRequestNumber: text().notNull(),
    officeId: requiredReference(() => organizations.id),
    textAr: text().notNull(),
    textEn: text().notNull(),
    suspensionReasonId: requiredReference(() => reasons.id),
    status: text().$type<ComplianceOrderStatus>().notNull().default('OPEN'),
    suspensionId: integer().references(() => suspensions.id),
    decidedBy: requiredReference(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedBy: integer().references(() => users.id),
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One decision per complaint.
    uniqueIndex('compliance_orders_complaint_idx').on(t.complaintId),
    index('compliance_orders_office_idx').on(t.officeId, t.status),
    index('compliance_orders_suspension_idx').on(t.suspensionId),
  ],
);
