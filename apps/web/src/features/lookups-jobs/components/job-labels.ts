import { useTranslation } from 'react-i18next';
import type { Job } from '@portal/contracts/lookups-jobs';
import { JOB_GENDERS } from '@portal/contracts/lookups-jobs-values';
import { toLanguage } from '../../../lib/i18n/language';

/** The job's name in the current language. */
export const useJobName = () => {
  const { i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  return (job: Pick<Job, 'nameAr' | 'nameEn'>) => (arabic ? job.nameAr : job.nameEn);
};

/** Gender options for selects; labels of fields and values for the table and the history. */
export const useJobLabels = () => {
  const { t } = useTranslation();
  const genderOptions = JOB_GENDERS.map((value) => ({ value, label: t(`jobs.gender.${value}`) }));
  const fieldLabel = (field: string) => t(`jobs.fields.${field}`);
  const formatValue = (field: string, value: unknown): string => {
    if (field === 'allowedGender') return t(`jobs.gender.${String(value)}`);
    if (field === 'active') return t(value ? 'common.yes' : 'common.no');
    if ((field === 'minAge' || field === 'maxAge') && (value === null || value === undefined))
      return t('jobs.ageDefault');
    return String(value);
  };
  return { genderOptions, fieldLabel, formatValue };
};
