import type { OldContract } from '@portal/contracts/hr-pool/old-contracts';
import type { ImportRun } from '@portal/contracts/import-runs';
import { importRunFixture } from '../../../components/import-run/__tests__/import-run-fixture';
import { passportRefusedOnLine3 } from '../../hr-pool/__tests__/candidate-fixtures';

export { credentialsOf } from '../../../test/fixtures';
export { json } from '../../../test/http';

export const PHILIPPINES = { id: 7, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } };

export const oldContractFixture = (overrides: Partial<OldContract> = {}): OldContract => ({
  id: 5,
  contractNumber: 'OC-PHL-2016-0001',
  country: PHILIPPINES,
  passportNumber: 'P4821730A',
  workerName: { ar: 'ماريا سانتوس ريس', en: 'Maria Santos Reyes' },
  visaNumber: '1900003000',
  employerId: '1023456789',
  employerName: 'عبدالله بن سعد القحطاني',
  officeName: 'مكتب الرياض للاستقدام',
  agencyName: 'Manila Overseas Manpower Services',
  jobTitle: 'Domestic Worker',
  monthlySalary: 1500,
  contractDate: '2016-03-14',
  importedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** A finished import run in each language: 5 rows read, 3 added, 2 refused. */
export const importRunDoneFixture = (language: 'en' | 'ar' = 'en'): ImportRun =>
  importRunFixture({
    id: 'run-old',
    kind: 'old-contracts',
    status: 'done',
    fileName: 'contracts.csv',
    rowsRead: 5,
    rowsAccepted: 3,
    rowsRefused: 2,
    written: { imported: 3, updated: 0, unchanged: 0 },
    issueCount: 2,
    issues: [
      passportRefusedOnLine3(language),
      {
        line: 5,
        field: 'country',
        message: language === 'en' ? 'Unknown country code XXX.' : 'رمز الدولة XXX غير معروف.',
      },
    ],
  });
