import { VISA_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import type { VisaGender, VisaStatus } from '@portal/contracts/visas';
import type { MessageKey } from '../../i18n/catalogue';
import type { ExportColumn, Translate } from '../../lib/export/send-export';
import type { VisaWithLookups } from './repository';

const GENDER_KEYS: Record<VisaGender, MessageKey> = {
  FEMALE: 'visas.gender.FEMALE',
  MALE: 'visas.gender.MALE',
};
const STATUS_KEYS: Record<VisaStatus, MessageKey> = {
  AVAILABLE: 'visas.status.AVAILABLE',
  USED: 'visas.status.USED',
};

/** A lookup's name in the export's language (the catalogue says which). */
const nameIn = (t: Translate, lookup: { nameAr: string; nameEn: string }) =>
  t('visas.nameLanguage') === 'ar' ? lookup.nameAr : lookup.nameEn;

/** The columns of the visas export, headed as the screen's table is; names in the caller's language. */
export const VISA_EXPORT_COLUMNS: ExportColumn<VisaWithLookups>[] = [
  { header: VISA_COLUMN_LABELS.number, value: (row) => row.visa.number, width: 16 },
  { header: VISA_COLUMN_LABELS.employerId, value: (row) => row.visa.employerId, width: 14 },
  {
    header: VISA_COLUMN_LABELS.country,
    value: (row, t) => nameIn(t, row.country),
    width: 20,
  },
  { header: VISA_COLUMN_LABELS.gender, value: (row, t) => t(GENDER_KEYS[row.visa.gender]), width: 10 },
  {
    header: VISA_COLUMN_LABELS.job,
    value: (row, t) => nameIn(t, row.job),
    width: 24,
  },
  { header: VISA_COLUMN_LABELS.issueDate, value: (row) => row.visa.issueDate, width: 12 },
  { header: VISA_COLUMN_LABELS.expiryDate, value: (row) => row.visa.expiryDate, width: 12 },
  { header: VISA_COLUMN_LABELS.status, value: (row, t) => t(STATUS_KEYS[row.visa.status]), width: 12 },
];
