import { CANDIDATE_COLUMN_LABELS } from '@portal/contracts/hr-pool/column-labels';
import type { ExportColumn, Translate } from '../../lib/export/send-export';
import type { CandidateWithRefs } from './repository';

/** A name in the export's language (the catalogue says which). */
const nameIn = (t: Translate, named: { nameAr: string; nameEn: string }) =>
  t('candidates.nameLanguage') === 'ar' ? named.nameAr : named.nameEn;

/** The columns of the candidates export, headers and labels in the caller's language. */
export const CANDIDATE_EXPORT_COLUMNS: ExportColumn<CandidateWithRefs>[] = [
  { header: CANDIDATE_COLUMN_LABELS.passportNumber, value: (row) => row.candidate.passportNumber, width: 14 },
  { header: CANDIDATE_COLUMN_LABELS.nameEn, value: (row) => row.candidate.nameEn, width: 26 },
  { header: CANDIDATE_COLUMN_LABELS.nameAr, value: (row) => row.candidate.nameAr, width: 26 },
  { header: CANDIDATE_COLUMN_LABELS.country, value: (row, t) => nameIn(t, row.country), width: 18 },
  { header: CANDIDATE_COLUMN_LABELS.agency, value: (row, t) => nameIn(t, row.agency), width: 26 },
  {
    header: CANDIDATE_COLUMN_LABELS.gender,
    value: (row, t) => t(`candidates.gender.${row.candidate.gender}`),
    width: 10,
  },
  { header: CANDIDATE_COLUMN_LABELS.birthDate, value: (row) => row.candidate.birthDate, width: 12 },
  { header: CANDIDATE_COLUMN_LABELS.passportExpiry, value: (row) => row.candidate.passportExpiry, width: 12 },
  { header: CANDIDATE_COLUMN_LABELS.job, value: (row, t) => nameIn(t, row.job), width: 22 },
  {
    header: CANDIDATE_COLUMN_LABELS.experienceYears,
    value: (row) => row.candidate.experienceYears,
    width: 10,
  },
  {
    header: CANDIDATE_COLUMN_LABELS.education,
    value: (row, t) => t(`candidates.education.${row.candidate.education}`),
    width: 16,
  },
  {
    header: CANDIDATE_COLUMN_LABELS.expectedSalary,
    value: (row) => Number(row.candidate.expectedSalary),
    width: 14,
  },
  {
    header: CANDIDATE_COLUMN_LABELS.status,
    value: (row, t) => t(`candidates.statusLabel.${row.candidate.status}`),
    width: 12,
  },
];
