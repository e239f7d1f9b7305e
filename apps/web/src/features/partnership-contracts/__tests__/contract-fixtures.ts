import type { ContractVersion, PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import type { Role } from '@portal/contracts/roles';
import { credentialsOf as signedInAs } from '../../../test/fixtures';

export { json } from '../../../test/http';

export const OFFICE_ID = 11;
export const AGENCY_ID = 20;

export const contractFixture = (overrides: Partial<PartnershipContract> = {}): PartnershipContract => ({
  id: 4,
  number: null,
  status: 'PENDING_APPROVAL',
  termsVersion: 1,
  office: {
    id: OFFICE_ID,
    name: { ar: 'مكتب الأفق للاستقدام', en: 'Al Ofuq Recruitment Office' },
    licenseNumber: 'L-11',
  },
  agency: {
    id: AGENCY_ID,
    name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' },
    licenseNumber: 'PH-20',
  },
  country: { id: 7, name: { ar: 'الفلبين', en: 'Philippines' } },
  hasPendingUpdate: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  actions: [],
  obligations: {
    officeAr: 'يلتزم المكتب بسداد الرسوم',
    officeEn: 'The office pays the fees',
    agencyAr: 'تلتزم الوكالة بتدريب العمالة',
    agencyEn: 'The agency trains the workers',
  },
  lines: [
    {
      jobId: 3,
      job: { id: 3, name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
      gender: 'FEMALE',
      recruitmentFee: 12500,
      monthlySalary: 1500,
      paymentTerms: 'Half on signature',
      paymentTermsAr: 'النصف عند التوقيع',
    },
  ],
  programmeTermsVersion: null,
  template: null,
  pendingUpdate: null,
  rejectionReason: null,
  cancellation: null,
  canConfirm: false,
  rowVersion: 1,
  createdBy: { id: 7, name: { ar: 'سارة', en: 'Sara' } },
  updatedBy: { id: 7, name: { ar: 'سارة', en: 'Sara' } },
  clocks: [],
  ...overrides,
});

export const versionFixture = (overrides: Partial<ContractVersion> = {}): ContractVersion => ({
  id: 91,
  termsVersion: 1,
  approvedAt: '2026-11-22T09:00:00.000Z',
  approvedBy: { id: 8, name: { ar: 'خوسيه', en: 'Jose' } },
  sha256: { 'ar-SA': null, 'en-US': null },
  ...overrides,
});

/** The signed-in membership of one side of the contract (or an admin, organisation 1). */
export const credentialsOf = (role: Role, organizationId: number) => signedInAs(role, { organizationId });
