import { useTranslation } from 'react-i18next';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { REASON_KINDS } from '@portal/contracts/reasons';
import { toLanguage } from '../../../lib/i18n/language';

/** The reason's text in the current language. */
export const useReasonText = () => {
  const { i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  return (reason: Pick<ReasonRecord, 'textAr' | 'textEn'>) => (arabic ? reason.textAr : reason.textEn);
};

/** Kind options for selects; labels of fields and values for the table and the history. */
export const useReasonLabels = () => {
  const { t } = useTranslation();
  const kindOptions = REASON_KINDS.map((value) => ({ value, label: t(`reasons.kind.${value}`) }));
  const fieldLabel = (field: string) => t(`reasons.fields.${field}`);
  const formatValue = (field: string, value: unknown): string => {
    if (field === 'kind') return t(`reasons.kind.${String(value)}`);
    if (field === 'active') return t(value ? 'common.yes' : 'common.no');
    return String(value);
  };
  return { kindOptions, fieldLabel, formatValue };
};
