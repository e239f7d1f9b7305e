import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/i18n/language';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import { useOffices } from '../api/list-offices';

type Names = { ar: string; en: string };

/** Office and country options, labels of fields. */
export const useLimitLabels = (includeCountryId?: number) => {
  const { t, i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  const nameOf = (name: Names) => (arabic ? name.ar : name.en);
  const countries = useCountryOptions(includeCountryId);
  const offices = useOffices();
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: nameOf(c.name) }));
  const officeOptions = (offices.data ?? []).map((o) => ({ value: o.id, label: nameOf(o.name) }));
  const fieldLabel = (field: string) => t(`limits.fields.${field}`);
  return { countryOptions, officeOptions, nameOf, fieldLabel };
};
