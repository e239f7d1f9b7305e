import type { EmploymentContractDocument } from './document';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

/** A realistic request for the e-contract's tests. */
export const sampleEmploymentContract = (
  overrides: Partial<EmploymentContractDocument> = {},
): EmploymentContractDocument => ({
  id: 123,
  number: 'ER-0000123',
  bulkId: null,
  status: EMPLOYMENT_REQUEST_STATUS.CONTRACTED,
  office: {
    id: 1,
    name: { ar: 'مكتب الرياض للاستقدام', en: 'Riyadh Recruitment Office' },
    licenseNumber: 'LIC-1001',
  },
  agency: { id: 2, name: { ar: 'وكالة مانيلا للتوظيف', en: 'Manila Staffing Agency' }, licenseNumber: null },
  country: { id: 3, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' }, usesApprovalFlow: true },
  officeLocation: 'RIYADH',
  employer: {
    id: 4,
    nationalId: '1000000008',
    name: { ar: 'عبدالله بن سعد القحطاني', en: 'Abdullah Saad Al-Qahtani' },
    mobile: '0551234567',
    city: 'RIYADH',
    address: 'حي النرجس، شارع الأمير محمد',
  },
  visa: {
    id: 5,
    number: 'V-2026-0001',
    gender: 'FEMALE',
    job: { id: 6, code: 'HOUSEMAID', name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
    issueDate: '2026-01-10',
    expiryDate: '2027-01-10',
  },
  candidate: {
    id: 7,
    name: { ar: 'ماريا سانتوس', en: 'Maria Santos' },
    passportNumber: 'P1234567A',
    gender: 'FEMALE',
    birthDate: '1994-03-15',
    job: { id: 6, name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
    religion: 'CHRISTIAN',
    maritalStatus: 'SINGLE',
    experienceYears: 4,
    photoUrl: null,
  },
  visaNumber: 'V-2026-0001',
  terms: { monthlySalary: 1500.5, durationMonths: 24, probationDays: 90, recruitmentFee: 15000 },
  partnershipContract: { id: 8, number: 'PC-2026-000045' },
  reason: null,
  contractedAt: '2026-11-25T09:00:00.000Z',
  respondBy: null,
  createdAt: '2026-11-24T08:30:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});
