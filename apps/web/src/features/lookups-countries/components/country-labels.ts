import { useTranslation } from 'react-i18next';
import type { Country } from '@portal/contracts/lookups-countries';
import { toLanguage } from '../../../lib/i18n/language';

const FLAGS = ['activeForRecruitment', 'usesApprovalFlow', 'careerRequiredInFilters'];

/** The country's name in the current language. */
export const useCountryName = () => {
  const { i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  return (country: Pick<Country, 'nameAr' | 'nameEn'>) => (arabic ? country.nameAr : country.nameEn);
};

/** Labels of fields and values for the table, the filters and the history. */
export const useCountryLabels = () => {
  const { t } = useTranslation();
  const fieldLabel = (field: string) => t(`countries.fields.${field}`);
  const formatValue = (field: string, value: unknown): string =>
    FLAGS.includes(field) ? t(value ? 'common.yes' : 'common.no') : String(value);
  const yesNoOptions = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  return { fieldLabel, formatValue, yesNoOptions };
};
