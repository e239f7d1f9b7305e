import type {
  TransferableWorker,
  TransferContract,
  TransferContractSummary,
} from '@portal/contracts/transfer-contracts/schemas';
import type { Role } from '@portal/contracts/roles';
import { credentialsOf as signedInAs } from '../../../test/fixtures';

export { json } from '../../../test/http';

export const OFFICE_ID = 11;
export const AGENCY_ID = 20;

export const REASONS = [
  { id: 41, kind: 'REJECTION', text: { ar: 'وثائق ناقصة', en: 'Missing documents' }, active: true },
];

export const summaryFixture = (
  overrides: Partial<TransferContractSummary> = {},
): TransferContractSummary => ({
  id: 3,
  number: 'TC-0000003',
  status: 'PENDING',
  office: { id: OFFICE_ID, name: { ar: 'مكتب الأفق للاستقدام', en: 'Al Ofuq Recruitment Office' } },
  agency: { id: AGENCY_ID, name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' } },
  country: { id: 7, name: { ar: 'الفلبين', en: 'Philippines' } },
  worker: { name: { ar: 'ماريا سانتوس', en: 'Maria Santos' }, passportNumber: 'P1234567A' },
  oldEmployer: { nationalId: '2033445566', name: { ar: 'أحمد حسن محمود', en: 'Ahmed Hassan Mahmoud' } },
  newEmployer: { nationalId: '1012345672', name: { ar: 'فهد العتيبي', en: 'Fahad Al-Otaibi' } },
  fee: 2500,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

export const transferFixture = (overrides: Partial<TransferContract> = {}): TransferContract => {
  const summary = summaryFixture();
  return {
    ...summary,
    office: { ...summary.office, licenseNumber: 'L-11' },
    agency: { ...summary.agency!, licenseNumber: 'PH-20' },
    officeLocation: 'RIYADH',
    worker: {
      ...summary.worker,
      residentId: null,
      candidateId: 9,
      employmentRequest: { id: 5, number: 'ER-0000005' },
      oldContract: null,
    },
    oldEmployer: {
      id: 2,
      nationalId: '2033445566',
      name: summary.oldEmployer.name,
      mobile: '0555006005',
      city: 'AL_KHARJ',
      address: '15 Al Khaleej Street',
    },
    newEmployer: {
      id: 4,
      nationalId: '1012345672',
      name: summary.newEmployer.name,
      mobile: '0551002001',
      city: 'RIYADH',
      address: '12 Al Takhassusi Street',
    },
    workerConsent: true,
    workerConsentAt: '2026-11-24T10:00:00.000Z',
    reason: null,
    completedAt: null,
    actions: [],
    ...overrides,
  };
};

export const workerFixture = (overrides: Partial<TransferableWorker> = {}): TransferableWorker => ({
  source: { employmentRequestId: 5 },
  name: { ar: 'ماريا سانتوس', en: 'Maria Santos' },
  passportNumber: 'P1234567A',
  country: { id: 7, name: { ar: 'الفلبين', en: 'Philippines' } },
  reference: 'ER-0000005',
  employer: { nationalId: '2033445566', name: { ar: 'أحمد حسن محمود', en: 'Ahmed Hassan Mahmoud' } },
  hasAgency: true,
  ...overrides,
});

/** The signed-in membership of an organisation. */
export const credentialsOf = (role: Role, organizationId: number) => signedInAs(role, { organizationId });
