import { useTranslation } from 'react-i18next';
import { VISA_GENDERS } from '@portal/contracts/visas-values';
import type { IdOption } from '../../../components/form/form-id-select-field';
import { toLanguage } from '../../../lib/i18n/language';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import { useJobOptions } from '../../../lib/lookups/job-options';

type Named = { name: { ar: string; en: string }; active: boolean };

/** A country's or job's name in the current language, marked when it is no longer active. */
export const useLookupName = () => {
  const { t, i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  return (lookup: Named) => {
    const name = arabic ? lookup.name.ar : lookup.name.en;
    return lookup.active ? name : t('visas.inactive', { name });
  };
};

/**
 * What the visa form offers: countries active for recruitment and active jobs, plus the ones the
 * visa already holds (`include…`); labels of fields.
 */
export const useVisaLabels = (include: { countryId?: number; jobId?: number } = {}) => {
  const { t } = useTranslation();
  const nameOf = useLookupName();
  const countries = useCountryOptions(include.countryId);
  const jobs = useJobOptions(include.jobId);
  const toOption = (lookup: Named & { id: number }): IdOption => ({
    value: lookup.id,
    label: nameOf(lookup),
  });
  const countryOptions = (countries.data ?? []).map(toOption);
  const jobOptions = (jobs.data ?? []).map(toOption);
  const genderOptions = VISA_GENDERS.map((value) => ({ value, label: t(`visas.gender.${value}`) }));
  const fieldLabel = (field: string) => t(`visas.fields.${field}`);
  return { countryOptions, jobOptions, genderOptions, fieldLabel };
};
