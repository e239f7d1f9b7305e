import type {
  EmploymentRequest,
  EmploymentRequestSummary,
} from '@portal/contracts/employment-requests/schemas';
import type { FlightBooking } from '@portal/contracts/booking';
import type { OfficeLocation } from '@portal/contracts/constants';
import type { Role } from '@portal/contracts/roles';
import { credentialsOf as signedInAs } from '../../../test/fixtures';

export { json } from '../../../test/http';

export const OFFICE_ID = 11;
export const AGENCY_ID = 20;
export const EMBASSY_ID = 30;

export const REASONS = [
  { id: 41, kind: 'REJECTION', text: { ar: 'وثائق ناقصة', en: 'Missing documents' }, active: true },
];

export const summaryFixture = (
  overrides: Partial<EmploymentRequestSummary> = {},
): EmploymentRequestSummary => ({
  id: 5,
  number: 'ER-0000005',
  bulkId: 3,
  status: 'PENDING_AGENCY',
  office: { id: OFFICE_ID, name: { ar: 'مكتب الأفق للاستقدام', en: 'Al Ofuq Recruitment Office' } },
  agency: { id: AGENCY_ID, name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' } },
  country: { id: 7, name: { ar: 'الفلبين', en: 'Philippines' } },
  employer: { nationalId: '1000000008', name: { ar: 'محمد العتيبي', en: 'Mohammed Alotaibi' } },
  candidate: { id: 9, name: { ar: 'ماريا سانتوس', en: 'Maria Santos' }, passportNumber: 'P1234567A' },
  visaNumber: 'V-900001',
  respondBy: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

export const requestFixture = (overrides: Partial<EmploymentRequest> = {}): EmploymentRequest => {
  const summary = summaryFixture();
  return {
    ...summary,
    country: { id: 7, code3: 'PHL', name: summary.country.name, usesApprovalFlow: true },
    officeLocation: 'RIYADH',
    office: { ...summary.office, licenseNumber: 'L-11' },
    agency: { ...summary.agency, licenseNumber: 'PH-20' },
    employer: {
      id: 2,
      nationalId: '1000000008',
      name: summary.employer.name,
      mobile: '0500000001',
      city: 'RIYADH',
      address: 'Olaya Street',
    },
    visa: {
      id: 6,
      number: 'V-900001',
      gender: 'FEMALE',
      job: { id: 3, code: 'HM', name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
      issueDate: '2026-10-01',
      expiryDate: '2027-10-01',
    },
    candidate: {
      id: 9,
      name: summary.candidate.name,
      passportNumber: 'P1234567A',
      gender: 'FEMALE',
      birthDate: '1995-05-05',
      job: { id: 3, name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
      religion: 'CHRISTIANITY',
      maritalStatus: 'SINGLE',
      experienceYears: 4,
      photoUrl: null,
    },
    terms: { monthlySalary: 1500, durationMonths: 24, probationDays: 90, recruitmentFee: 12000 },
    partnershipContract: { id: 4, number: 'PC-0000004' },
    reason: null,
    contractedAt: null,
    actions: [],
    clocks: [],
    ...overrides,
  };
};

/** The signed-in membership of an organisation (its country's code for the tabs' rule). */
export const credentialsOf = (
  role: Role,
  organizationId: number,
  code3 = 'SAU',
  officeLocation: OfficeLocation | null = null,
) =>
  signedInAs(role, {
    organizationId,
    country: { id: 7, code3, name: { ar: 'الفلبين', en: 'Philippines' } },
    officeLocation,
  });

/** Maria Santos's flight from Manila to Riyadh, booked for request 5 by the office. */
export const flightFixture = (overrides: Partial<FlightBooking> = {}): FlightBooking => ({
  employmentRequestId: 5,
  requestStatus: 'TICKET_BOOKED',
  pnr: 'KQ7P2M',
  ticketNumber: '0651234567890',
  passengerName: 'Maria Santos',
  airline: { code: 'SV', name: { ar: 'الخطوط السعودية', en: 'Saudia' } },
  flightNumber: 'SV871',
  from: { code: 'MNL', city: { ar: 'مانيلا', en: 'Manila' } },
  to: { code: 'RUH', city: { ar: 'الرياض', en: 'Riyadh' } },
  departureAt: '2026-12-02T09:45:00.000Z',
  arrivalAt: '2026-12-02T18:45:00.000Z',
  bookedAt: '2026-11-25T10:00:00.000Z',
  bookedBy: { id: 1, name: { ar: 'مكتب', en: 'Office' } },
  ...overrides,
});
