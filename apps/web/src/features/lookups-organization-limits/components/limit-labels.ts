import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/i18n/language';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import { useOffices } from '../api/list-offices';

type Names = { ar: string; en: string };

/** Office and country options, labels of fields and values (also for the history). */
export const useLimitLabels = (includeCountryId?: number) => {
  const { t, i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  const nameOf = (name: Names) => (arabic ? name.ar : name.en);
  const countries = useCountryOptions(includeCountryId);
  const offices = useOffices();
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: nameOf(c.name) }));
  const officeOptions = (offices.data ?? []).map((o) => ({ value: o.id, label: nameOf(o.name) }));
  const fieldLabel = (field: string) => t(`limits.fields.${field}`);
  const formatValue = (field: string, value: unknown): string => {
    const options = field === 'countryId' ? countryOptions : field === 'organizationId' ? officeOptions : [];
    return options.find((option) => option.value === value)?.label ?? String(value);
  };
  return { countryOptions, officeOptions, nameOf, fieldLabel, formatValue };
};
