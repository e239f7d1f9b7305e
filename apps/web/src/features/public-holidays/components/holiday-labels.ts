import { useTranslation } from 'react-i18next';
import type { PublicHoliday } from '@portal/contracts/public-holidays';
import { formatHijriDate } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useConfirmedDelete } from '../../../components/lookup/use-lookup-confirm';
import { useDeletePublicHoliday } from '../api/holidays-api';

/** The holiday's name in the current language. */
export const useHolidayName = () => {
  const { i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  return (holiday: Pick<PublicHoliday, 'nameAr' | 'nameEn'>) => (arabic ? holiday.nameAr : holiday.nameEn);
};

/** Labels of fields and values for the table and the history; the Hijri date of a day. */
export const useHolidayLabels = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const fieldLabel = (field: string) => t(`publicHolidays.fields.${field}`);
  const formatValue = (_field: string, value: unknown): string => String(value);
  // The kingdom's calendar beside the Gregorian date (decision 0038), in both languages.
  const hijriOf = (day: string) => formatHijriDate(day, language, { dateStyle: 'long' });
  return { fieldLabel, formatValue, hijriOf };
};

/** Deletes a holiday after a confirmation that says what it means. */
export const useDeleteHoliday = () =>
  useConfirmedDelete<PublicHoliday>({
    ns: 'publicHolidays',
    listPath: '/admin/public-holidays',
    nameOf: useHolidayName(),
    mutation: useDeletePublicHoliday(),
  });
