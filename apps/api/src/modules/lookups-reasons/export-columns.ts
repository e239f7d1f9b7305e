import type { ReasonKind } from '@portal/contracts/reasons';
import type { MessageKey } from '../../i18n/catalogue';
import type { ExportColumn } from '../../lib/export/send-export';
import type { ReasonRow } from './repository';

export const REASON_KIND_KEYS: Record<ReasonKind, MessageKey> = {
  REJECTION: 'reasons.kind.REJECTION',
  CANCELLATION: 'reasons.kind.CANCELLATION',
  PARTNERSHIP_REJECTION: 'reasons.kind.PARTNERSHIP_REJECTION',
  PARTNERSHIP_CANCELLATION: 'reasons.kind.PARTNERSHIP_CANCELLATION',
  SUSPENSION: 'reasons.kind.SUSPENSION',
  COMPLAINT: 'reasons.kind.COMPLAINT',
  LICENCE: 'reasons.kind.LICENCE',
};

/** The columns of the reasons export (CSV and XLSX), headers and values in the caller's language. */
export const REASON_EXPORT_COLUMNS: ExportColumn<ReasonRow>[] = [
  { header: 'reasons.field.kind', value: (row, t) => t(REASON_KIND_KEYS[row.kind]), width: 14 },
  { header: 'reasons.field.textAr', value: (row) => row.textAr, width: 40 },
  { header: 'reasons.field.textEn', value: (row) => row.textEn, width: 40 },
  {
    header: 'reasons.field.active',
    value: (row, t) => t(row.active ? 'common.yes' : 'common.no'),
    width: 10,
  },
  { header: 'reasons.field.updatedAt', value: (row) => row.updatedAt, width: 20 },
];
