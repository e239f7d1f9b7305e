import { useTranslation } from 'react-i18next';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { toLanguage } from '../../../lib/i18n/language';
import { useCountryOptions } from '../../../lib/lookups/country-options';

/** Country options (active ones plus `includeId`), labels of fields. */
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
  return { countryOptions, countryName, fieldLabel };
};
