import { useTranslation } from 'react-i18next';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { toLanguage } from '../../../lib/i18n/language';
import { useCountryOptions } from '../../../lib/lookups/country-options';

/** Country options (active ones plus `includeId`), labels of fields and values (also for the history). */
export const useQuotaLabels = (includeCountryId?: number) => {
  const { t, i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  const countries = useCountryOptions(includeCountryId);
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.id,
    label: arabic ? country.name.ar : country.name.en,
  }));
  const countryName = (country: Quota['country']) => (arabic ? country.name.ar : country.name.en);
  const fieldLabel = (field: string) => t(`quotas.fields.${field}`);
  const formatValue = (field: string, value: unknown): string =>
    field === 'countryId'
      ? (countryOptions.find((option) => option.value === value)?.label ?? String(value))
      : String(value);
  return { countryOptions, countryName, fieldLabel, formatValue };
};
