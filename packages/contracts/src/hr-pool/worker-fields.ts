import { z } from 'zod';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_LANGUAGES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from './enums';

/**
 * What a candidate and a DLT worker share (decision 0026: a worker taken into a pool becomes a
 * candidate), named once for the forms, the import files, the history and the records (the job between
 * the person and the work fields).
 */

/** The passport and the person, in the order forms and import files list them. */
export const WORKER_PERSON_FIELDS = [
  'passportNumber',
  'passportExpiry',
  'nameAr',
  'nameEn',
  'birthDate',
  'gender',
  'religion',
  'maritalStatus',
] as const;
/** What the worker brings to the job, after it. */
export const WORKER_WORK_FIELDS = ['experienceYears', 'languages', 'education'] as const;

/** The fields a DLT worker is registered with (`dltWorkerInputSchema`). */
export const DLT_WORKER_INPUT_FIELDS = [...WORKER_PERSON_FIELDS, 'jobId', ...WORKER_WORK_FIELDS] as const;
/** The fields a candidate is saved with (`candidateInputSchema`): a worker's and the expected salary. */
export const CANDIDATE_INPUT_FIELDS = [...DLT_WORKER_INPUT_FIELDS, 'expectedSalary'] as const;

/** An organisation or a lookup by its id and name (the agency, the country, the job). */
export const namedSchema = z.object({
  id: z.number().int(),
  name: z.object({ ar: z.string(), en: z.string() }),
});

/** A candidate's or a DLT worker's record as the API answers it (after its id, before its own parts). */
export const workerRecordShape = {
  country: namedSchema.extend({ code3: z.string() }),
  passportNumber: z.string(),
  passportExpiry: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
  birthDate: z.string(),
  gender: z.enum(CANDIDATE_GENDERS),
  religion: z.enum(RELIGIONS),
  maritalStatus: z.enum(MARITAL_STATUSES),
  job: namedSchema.extend({ code: z.string() }),
  experienceYears: z.number().int(),
  languages: z.array(z.enum(CANDIDATE_LANGUAGES)),
  education: z.enum(EDUCATION_LEVELS),
};
