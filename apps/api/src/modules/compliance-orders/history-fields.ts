import { field, internal, type HistoryFields } from '../../platform/history/fields';

/** What an order's history shows, under the compliance orders screens' labels (decision 0059). */
export const COMPLIANCE_ORDER_HISTORY_FIELDS: HistoryFields = {
  status: field('complianceOrders.fields.status', { enum: 'complianceOrders.status' }),
  complaint: field('complianceOrders.fields.complaint'),
  officeId: field('complianceOrders.fields.office', { reference: 'organization' }),
  textAr: field('complianceOrders.fields.textAr'),
  textEn: field('complianceOrders.fields.textEn'),
  suspensionReasonId: field('complianceOrders.fields.suspensionReason', { reference: 'reason' }),
  days: field('complianceOrders.fields.days', 'number'),
  ...internal('suspensionId'),
};
