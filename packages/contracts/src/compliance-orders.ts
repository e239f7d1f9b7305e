import { z } from 'zod';
import { clockSchema } from './clocks/schemas';
import { complaintSchema } from './complaints';
import { id, requiredText } from './fields';
import { defineTransitions } from './transitions/define';
import { statusNames } from './transitions/statuses';

/**
 * Compliance orders (decision 0059, flag `complaints`): an admin's decision on a complaint orders
 * the office it is about to comply within the setting's days (`deadlineRules.complianceOrderDays`).
 * The office reports what it did; the portal suspends it when the clock is breached; an admin's
 * confirmation that it complied closes the order and lifts the suspension the order caused.
 */
export const COMPLIANCE_ORDER_STATUSES = ['OPEN', 'REPORTED', 'BREACHED', 'CONFIRMED'] as const;
export type ComplianceOrderStatus = (typeof COMPLIANCE_ORDER_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const COMPLIANCE_ORDER_STATUS = statusNames(COMPLIANCE_ORDER_STATUSES);

export const COMPLIANCE_ORDER_TEXT_MAX = 2000;

/**
 * The order's life. `breach` is the portal's own (the minute's sweep, `system`); an order the office
 * has reported waits on the admin and is not breached (the office did its part in time). A breached
 * order may still be reported, so the admin sees what the office did before confirming.
 */
export const complianceOrderTransitions = defineTransitions({
  stem: 'complianceOrders',
  statuses: COMPLIANCE_ORDER_STATUSES,
  actions: {
    report: {
      from: ['OPEN', 'BREACHED'],
      to: 'REPORTED',
      by: ['office'],
      permission: { module: 'EMPLOYMENT_REQUEST', level: 'WRITE' },
      input: z.object({}),
    },
    breach: {
      from: ['OPEN'],
      to: 'BREACHED',
      by: ['system'],
      permission: { module: 'EMPLOYMENT_REQUEST', level: 'READ' },
      input: z.object({}),
    },
    confirm: {
      from: ['OPEN', 'REPORTED', 'BREACHED'],
      to: 'CONFIRMED',
      by: ['admin'],
      permission: { module: 'ORGANIZATION', level: 'WRITE' },
      input: z.object({}),
    },
  },
});
export type ComplianceOrderAction = keyof typeof complianceOrderTransitions.actions;
/** The actions a person takes from the screens (the breach is the portal's). */
export const COMPLIANCE_ORDER_PERSON_ACTIONS = [
  'report',
  'confirm',
] as const satisfies readonly ComplianceOrderAction[];

const bilingual = z.object({ ar: z.string(), en: z.string() });

/** `POST /api/compliance-orders`: an admin's decision on a complaint; the order binds the complaint's office. */
export const complianceDecisionSchema = z.object({
  complaintId: id(),
  textAr: requiredText(COMPLIANCE_ORDER_TEXT_MAX),
  textEn: requiredText(COMPLIANCE_ORDER_TEXT_MAX),
  /** The reason (kind SUSPENSION) the office is suspended for if the order is breached. */
  suspensionReasonId: id(),
});
export type ComplianceDecision = z.infer<typeof complianceDecisionSchema>;

export const complianceOrderSchema = z.object({
  id: z.number().int(),
  /** `ORD-000001`. */
  number: z.string(),
  complaint: z.object({ id: z.number().int(), number: z.string() }),
  employmentRequestNumber: z.string(),
  office: z.object({ id: z.number().int(), name: bilingual }),
  text: bilingual,
  suspensionReason: z.object({ id: z.number().int(), text: bilingual }),
  status: z.enum(COMPLIANCE_ORDER_STATUSES),
  /** The suspension the breach caused while it is in force (lifted by the confirmation). */
  suspensionId: z.number().int().nullable(),
  createdAt: z.string(),
  reportedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** The order's clock (obligation `complianceOrder`); the reader computes the countdown. */
  clock: clockSchema.nullable(),
  actions: z.array(z.enum(COMPLIANCE_ORDER_PERSON_ACTIONS)),
});
export type ComplianceOrder = z.infer<typeof complianceOrderSchema>;

export const complianceOrderListSchema = z.object({
  items: z.array(complianceOrderSchema),
  total: z.number().int(),
});
export type ComplianceOrderList = z.infer<typeof complianceOrderListSchema>;

/** `GET /api/compliance-orders/complaints`: every complaint, as admins decide on them, with its order. */
export const decidableComplaintSchema = complaintSchema.extend({
  officeId: z.number().int(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type DecidableComplaint = z.infer<typeof decidableComplaintSchema>;
export const decidableComplaintListSchema = z.object({
  items: z.array(decidableComplaintSchema),
  total: z.number().int(),
});
export type DecidableComplaintList = z.infer<typeof decidableComplaintListSchema>;

export const complianceOrderNumber = (orderId: number): string => `ORD-${String(orderId).padStart(6, '0')}`;
