import type { ExportColumn, Translate } from '../../lib/export/send-export';
import type { CandidateWithRefs } from './repository';

/** A name in the export's language (the catalogue says which). */
const nameIn = (t: Translate, named: { nameAr: string; nameEn: string }) =>
  t('candidates.nameLanguage') === 'ar' ? named.nameAr : named.nameEn;

/** The columns of the candidates export, headers and labels in the caller's language. */
export const CANDIDATE_EXPORT_COLUMNS: ExportColumn<CandidateWithRefs>[] = [
  { header: 'candidates.field.passportNumber', value: (row) => row.candidate.passportNumber, width: 14 },
  { header: 'candidates.field.nameEn', value: (row) => row.candidate.nameEn, width: 26 },
  { header: 'candidates.field.nameAr', value: (row) => row.candidate.nameAr, width: 26 },
  { header: 'candidates.field.country', value: (row, t) => nameIn(t, row.country), width: 18 },
  { header: 'candidates.field.agency', value: (row, t) => nameIn(t, row.agency), width: 26 },
  {
    header: 'candidates.field.gender',
    value: (row, t) => t(`candidates.gender.${row.candidate.gender}`),
    width: 10,
  },
  { header: 'candidates.field.birthDate', value: (row) => row.candidate.birthDate, width: 12 },
  { header: 'candidates.field.passportExpiry', value: (row) => row.candidate.passportExpiry, width: 12 },
  { header: 'candidates.field.job', value: (row, t) => nameIn(t, row.job), width: 22 },
  { header: 'candidates.field.experienceYears', value: (row) => row.candidate.experienceYears, width: 10 },
  {
    header: 'candidates.field.education',
    value: (row, t) => t(`candidates.education.${row.candidate.education}`),
    width: 16,
  },
  {
    header: 'candidates.field.expectedSalary',
    value: (row) => Number(row.candidate.expectedSalary),
    width: 14,
  },
  {
    header: 'candidates.field.status',
    value: (row, t) => t(`candidates.statusLabel.${row.candidate.status}`),
    width: 12,
  },
];
