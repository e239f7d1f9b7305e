import { useTranslation } from 'react-i18next';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_LANGUAGES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from '@portal/contracts/hr-pool/enums';

/** The value sets of a DLT worker (the candidate's) with their translated labels. */
export const ENUM_SETS = {
  gender: CANDIDATE_GENDERS,
  religion: RELIGIONS,
  maritalStatus: MARITAL_STATUSES,
  education: EDUCATION_LEVELS,
  language: CANDIDATE_LANGUAGES,
} as const;
type EnumSet = keyof typeof ENUM_SETS;

export const useDltLabels = () => {
  const { t } = useTranslation();
  const label = (set: EnumSet, value: string) => t(`hrPoolDlt.${set}.${value}`);
  const options = (set: EnumSet) => ENUM_SETS[set].map((value) => ({ value, label: label(set, value) }));
  const field = (name: string) => t(`hrPoolDlt.fields.${name}`);
  return { label, options, field };
};
