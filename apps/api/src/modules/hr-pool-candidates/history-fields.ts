import { field, internal, type HistoryFields } from '../../platform/history/fields';

const enumField = (name: string, set: string) =>
  field(`hrPoolCandidates.fields.${name}`, { enum: `hrPoolCandidates.${set}` });

/** What a candidate's history shows, under the candidate screen's labels (files as "a file"). */
export const CANDIDATE_HISTORY_SHOWN: HistoryFields = {
  passportNumber: field('hrPoolCandidates.fields.passportNumber'),
  passportExpiry: field('hrPoolCandidates.fields.passportExpiry', 'date'),
  nameAr: field('hrPoolCandidates.fields.nameAr'),
  nameEn: field('hrPoolCandidates.fields.nameEn'),
  birthDate: field('hrPoolCandidates.fields.birthDate', 'date'),
  gender: enumField('gender', 'gender'),
  religion: enumField('religion', 'religion'),
  maritalStatus: enumField('maritalStatus', 'maritalStatus'),
  jobId: field('hrPoolCandidates.fields.jobId', { reference: 'job' }),
  experienceYears: field('hrPoolCandidates.fields.experienceYears', 'number'),
  languages: field('hrPoolCandidates.fields.languages', { enumList: 'hrPoolCandidates.language' }),
  education: enumField('education', 'education'),
  expectedSalary: field('hrPoolCandidates.fields.expectedSalary', 'money'),
  status: enumField('status', 'status'),
  photoFileId: field('hrPoolCandidates.fields.photo', 'file'),
  cvFileId: field('hrPoolCandidates.fields.cv', 'file'),
  ...internal('photoThumbFileId'),
};
