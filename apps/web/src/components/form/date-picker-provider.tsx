import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ar-sa';
import { toLanguage } from '../../lib/i18n/language';

/**
 * dayjs `ar-sa`: Arabic month and day names of the Gregorian calendar, the week from Sunday (spec 1)
 * and, without dayjs's digit plugin, Latin digits (the digit rule, docs/decisions/0023).
 */
const ADAPTER_LOCALE = { 'en-US': 'en', 'ar-SA': 'ar-sa' } as const;

const useLocaleText = (): PickersInputLocaleText => {
  const { t } = useTranslation();
  return {
    previousMonth: t('datePicker.previousMonth'),
    nextMonth: t('datePicker.nextMonth'),
    openPreviousView: t('datePicker.openPreviousView'),
    openNextView: t('datePicker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      t(view === 'year' ? 'datePicker.yearViewOpen' : 'datePicker.calendarViewOpen'),
    cancelButtonLabel: t('datePicker.cancel'),
    clearButtonLabel: t('datePicker.clear'),
    okButtonLabel: t('datePicker.ok'),
    todayButtonLabel: t('datePicker.today'),
    datePickerToolbarTitle: t('datePicker.toolbarTitle'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? t('datePicker.chooseSelected', { date: formattedDate }) : t('datePicker.choose'),
    fieldClearLabel: t('datePicker.clear'),
    dateTableLabel: t('datePicker.dateTable'),
    fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
    fieldMonthPlaceholder: () => 'MM',
    fieldDayPlaceholder: () => 'DD',
    year: t('datePicker.year'),
    month: t('datePicker.month'),
    day: t('datePicker.day'),
    empty: t('datePicker.empty'),
  };
};

/** The date pickers' calendar and texts in the person's language. */
export const DatePickerProvider = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALE[language]}
      localeText={useLocaleText()}
    >
      {children}
    </LocalizationProvider>
  );
};
