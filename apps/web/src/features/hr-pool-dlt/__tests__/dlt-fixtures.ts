import type { AccessRight } from '@portal/contracts/access';
import type { DltWorker } from '@portal/contracts/hr-pool/dlt';
import type { ImportRun } from '@portal/contracts/import-runs';
import type { JobOption } from '@portal/contracts/lookups-jobs';
import type { Role } from '@portal/contracts/roles';
import { importRunFixture } from '../../../components/import-run/__tests__/import-run-fixture';
import { credentialsOf as signedInAs } from '../../../test/fixtures';
import { passportRefusedOnLine3 } from '../../hr-pool/__tests__/candidate-fixtures';

export { json } from '../../../test/http';

export const PHILIPPINES = { id: 7, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } };

/** The signed-in membership of a role in the Philippines, with its module rights (none: every module allowed). */
export const credentialsOf = (role: Role, accessRights: AccessRight[] = []) =>
  signedInAs(role, { country: PHILIPPINES, accessRights });

export const workerFixture = (overrides: Partial<DltWorker> = {}): DltWorker => ({
  id: 31,
  country: PHILIPPINES,
  passportNumber: 'DLT0260001',
  passportExpiry: '2029-01-01',
  name: { ar: 'ماريا ديلا كروز', en: 'Maria Dela Cruz' },
  birthDate: '1997-05-04',
  gender: 'FEMALE',
  religion: 'CHRISTIANITY',
  maritalStatus: 'SINGLE',
  job: { id: 3, code: '911101', name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
  experienceYears: 4,
  languages: ['en', 'tl'],
  education: 'SECONDARY',
  takenBy: null,
  takenAt: null,
  candidateId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const job = (
  id: number,
  code: string,
  en: string,
  ar: string,
  allowedGender: JobOption['allowedGender'],
) => ({
  id,
  code,
  name: { ar, en },
  allowedGender,
  minAge: null,
  maxAge: null,
  active: true,
});

export const JOB_OPTIONS: JobOption[] = [
  job(3, '911101', 'Housemaid', 'عاملة منزلية', 'FEMALE'),
  job(4, '832201', 'Private driver', 'سائق خاص', 'MALE'),
  job(5, '512001', 'Home cook', 'طباخ منزلي', 'ANY'),
];

/** A finished import run as the server gives it in each language: 3 workers added, 2 rows refused. */
export const importRunDoneFixture = (language: 'en' | 'ar'): ImportRun =>
  importRunFixture({
    id: 'run-dlt',
    kind: 'hr-pool-dlt',
    status: 'done',
    fileName: 'workers.csv',
    rowsRead: 5,
    rowsAccepted: 3,
    rowsRefused: 2,
    written: { imported: 3 },
    issueCount: 2,
    issues: [
      passportRefusedOnLine3(language),
      {
        line: 5,
        field: 'job',
        message:
          language === 'en'
            ? 'There is no active job with the code "NOPE".'
            : 'لا توجد مهنة مفعّلة بالرمز "NOPE".',
      },
    ],
  });
