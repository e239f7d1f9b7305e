import type { TFunction } from 'i18next';
import type { Language } from '@portal/contracts/constants';
import type { HistoryValue } from '@portal/contracts/history';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatHijriDate,
  formatNumber,
} from '../../lib/format/intl';
import { localized } from '../../lib/i18n/localized';

/** A day or moment as the screens show it: in Arabic with the Hijri date beside it. */
export const withHijri = (text: string, value: string, language: Language): string =>
  language === 'ar-SA' ? `${text} (${formatHijriDate(value, language)})` : text;

/** A history value as a person reads it, in their language (names, labels, money, dates). */
export const historyValueText = (value: HistoryValue | null, t: TFunction, language: Language): string => {
  if (value === null) return '—';
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'name':
      return localized(value.name, language);
    case 'label':
      return t(value.key);
    case 'money':
      return formatCurrency(value.amount, language);
    case 'number':
      return formatNumber(value.value, language);
    case 'count':
      return t(value.key, { count: value.value });
    case 'date':
      return withHijri(formatDate(value.date, language), value.date, language);
    case 'datetime':
      return withHijri(formatDateTime(value.at, language), value.at, language);
    case 'yesNo':
      return t(value.value ? 'common.yes' : 'common.no');
    case 'fields':
      return value.fields
        .map((shown) =>
          t('history.field', { field: t(shown.label), value: historyValueText(shown.value, t, language) }),
        )
        .join(t('history.fieldSeparator'));
    case 'list':
      return value.items.length === 0
        ? '—'
        : value.items.map((item) => historyValueText(item, t, language)).join(t('history.itemSeparator'));
  }
};
