import { useTranslation } from 'react-i18next';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_LANGUAGES,
  CANDIDATE_STATUSES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from '@portal/contracts/hr-pool/enums';

/** The value sets of a candidate with their translated labels (selects, filters, the record page). */
export const ENUM_SETS = {
  gender: CANDIDATE_GENDERS,
  status: CANDIDATE_STATUSES,
  religion: RELIGIONS,
  maritalStatus: MARITAL_STATUSES,
  education: EDUCATION_LEVELS,
  language: CANDIDATE_LANGUAGES,
} as const;
export type EnumSet = keyof typeof ENUM_SETS;

export const useCandidateLabels = () => {
  const { t } = useTranslation();
  const label = (set: EnumSet, value: string) => t(`hrPoolCandidates.${set}.${value}`);
  const options = (set: EnumSet) => ENUM_SETS[set].map((value) => ({ value, label: label(set, value) }));
  const field = (name: string) => t(`hrPoolCandidates.fields.${name}`);
  return { label, options, field };
};
