import { REQUEST_COLUMN_LABELS } from '@portal/contracts/employment-requests/column-labels';
import type { ExportColumn, Translate } from '../../lib/export/send-export';
import { requestNumber, type SummaryRow } from './present';

const nameIn = (t: Translate, named: { nameAr: string; nameEn: string }) =>
  t('employmentRequests.nameLanguage') === 'ar' ? named.nameAr : named.nameEn;

/** The columns of the requests export, headers and labels in the caller's language. */
export const REQUEST_EXPORT_COLUMNS: ExportColumn<SummaryRow>[] = [
  { header: REQUEST_COLUMN_LABELS.number, value: (row) => requestNumber(row.request.id), width: 14 },
  {
    header: REQUEST_COLUMN_LABELS.status,
    value: (row, t) => t(`employmentRequests.status.${row.request.status}`),
    width: 20,
  },
  { header: REQUEST_COLUMN_LABELS.office, value: (row, t) => nameIn(t, row.office), width: 26 },
  { header: REQUEST_COLUMN_LABELS.agency, value: (row, t) => nameIn(t, row.agency), width: 26 },
  { header: REQUEST_COLUMN_LABELS.country, value: (row, t) => nameIn(t, row.country), width: 16 },
  { header: REQUEST_COLUMN_LABELS.employerId, value: (row) => row.employer.nationalId, width: 12 },
  { header: REQUEST_COLUMN_LABELS.employer, value: (row, t) => nameIn(t, row.employer), width: 26 },
  {
    header: REQUEST_COLUMN_LABELS.candidate,
    value: (row, t) => nameIn(t, row.candidate),
    width: 26,
  },
  {
    header: REQUEST_COLUMN_LABELS.passportNumber,
    value: (row) => row.candidate.passportNumber,
    width: 14,
  },
  { header: REQUEST_COLUMN_LABELS.visaNumber, value: (row) => row.visaNumber, width: 14 },
  {
    header: REQUEST_COLUMN_LABELS.respondBy,
    value: (row) => row.request.respondBy?.toISOString().slice(0, 10) ?? '',
    width: 12,
  },
  {
    header: REQUEST_COLUMN_LABELS.createdAt,
    value: (row) => row.request.createdAt.toISOString().slice(0, 10),
    width: 12,
  },
];
