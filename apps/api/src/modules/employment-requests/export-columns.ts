import type { ExportColumn, Translate } from '../../lib/export/send-export';
import { requestNumber, type SummaryRow } from './present';

const nameIn = (t: Translate, named: { nameAr: string; nameEn: string }) =>
  t('employmentRequests.nameLanguage') === 'ar' ? named.nameAr : named.nameEn;

/** The columns of the requests export, headers and labels in the caller's language. */
export const REQUEST_EXPORT_COLUMNS: ExportColumn<SummaryRow>[] = [
  { header: 'employmentRequests.field.number', value: (row) => requestNumber(row.request.id), width: 14 },
  {
    header: 'employmentRequests.field.status',
    value: (row, t) => t(`employmentRequests.status.${row.request.status}`),
    width: 20,
  },
  { header: 'employmentRequests.field.office', value: (row, t) => nameIn(t, row.office), width: 26 },
  { header: 'employmentRequests.field.agency', value: (row, t) => nameIn(t, row.agency), width: 26 },
  { header: 'employmentRequests.field.country', value: (row, t) => nameIn(t, row.country), width: 16 },
  { header: 'employmentRequests.field.employerId', value: (row) => row.employer.nationalId, width: 12 },
  { header: 'employmentRequests.field.employerName', value: (row, t) => nameIn(t, row.employer), width: 26 },
  {
    header: 'employmentRequests.field.candidateName',
    value: (row, t) => nameIn(t, row.candidate),
    width: 26,
  },
  {
    header: 'employmentRequests.field.passportNumber',
    value: (row) => row.candidate.passportNumber,
    width: 14,
  },
  { header: 'employmentRequests.field.visaNumber', value: (row) => row.visaNumber, width: 14 },
  {
    header: 'employmentRequests.field.respondBy',
    value: (row) => row.request.respondBy?.toISOString().slice(0, 10) ?? '',
    width: 12,
  },
  {
    header: 'employmentRequests.field.createdAt',
    value: (row) => row.request.createdAt.toISOString().slice(0, 10),
    width: 12,
  },
];
