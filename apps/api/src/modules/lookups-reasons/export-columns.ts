import type { Language } from '@portal/contracts/constants';
import { ACTIVE_STATE_LABELS, REASON_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
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
  WATCHLIST: 'reasons.kind.WATCHLIST',
};

/** The columns of the reasons export (CSV and XLSX), headed and worded as the screen's table is. */
export const reasonExportColumns = (language: Language): ExportColumn<ReasonRow>[] => [
  { header: REASON_COLUMN_LABELS.kind, value: (row, t) => t(REASON_KIND_KEYS[row.kind]), width: 14 },
  { header: REASON_COLUMN_LABELS.textAr, value: (row) => row.textAr, width: 40 },
  { header: REASON_COLUMN_LABELS.textEn, value: (row) => row.textEn, width: 40 },
  {
    header: REASON_COLUMN_LABELS.active,
    value: (row) => ACTIVE_STATE_LABELS.masculine[row.active ? 'active' : 'inactive'][language],
    width: 10,
  },
  { header: REASON_COLUMN_LABELS.updatedAt, value: (row) => row.updatedAt, width: 20 },
];
