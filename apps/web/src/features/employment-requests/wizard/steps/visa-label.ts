import type { TFunction } from 'i18next';
import { localized } from '../../../../lib/i18n/localized';
import type { DraftVisa } from '../employment-draft';

/** "Visa 123456: Philippines, Female, Housekeeper" in the current language. */
export const visaLabel = (visa: DraftVisa, t: TFunction, language: string): string =>
  t('employmentWizard.candidate.visaGroup', {
    number: visa.number,
    country: visa.countryName ? localized(visa.countryName, language) : visa.country,
    gender: t(`employmentWizard.genders.${visa.gender}`),
    career: visa.jobName ? localized(visa.jobName, language) : visa.career,
  });
