import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import type { JobOption } from '@portal/contracts/lookups-jobs';

export { credentialsOf } from '../../../test/fixtures';
export { json } from '../../../test/http';

export const PHILIPPINES = { id: 7, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } };
export const INDONESIA = { id: 8, code3: 'IDN', name: { ar: 'إندونيسيا', en: 'Indonesia' } };

/** The worker fields the candidate form and the DLT dialog send for Maria Santos, as their tests type her in. */
export const MARIA_SANTOS_TYPED = {
  passportNumber: 'P1234567',
  passportExpiry: '2030-05-01',
  nameAr: 'ماريا سانتوس',
  nameEn: 'Maria Santos',
  birthDate: '1995-03-10',
  gender: 'FEMALE',
  religion: 'CHRISTIANITY',
  maritalStatus: 'SINGLE',
  jobId: 3,
  experienceYears: 4,
  languages: ['en', 'tl'],
  education: 'SECONDARY',
};

/** An import file's line 3 refused for its passport number, in the server's words in each language. */
export const passportRefusedOnLine3 = (language: 'en' | 'ar') => ({
  line: 3,
  field: 'passportNumber',
  message:
    language === 'en'
      ? 'Enter 6 to 12 capital letters and digits, as printed in the passport.'
      : 'أدخل من 6 إلى 12 حرفًا لاتينيًا كبيرًا ورقمًا كما في جواز السفر.',
});

export const countryOption = (country: typeof PHILIPPINES, careerRequiredInFilters: boolean) => ({
  ...country,
  nationality: country.name,
  usesApprovalFlow: careerRequiredInFilters,
  careerRequiredInFilters,
  active: true,
});
export const COUNTRY_OPTIONS = [countryOption(PHILIPPINES, true), countryOption(INDONESIA, false)];

export const HOUSEMAID = { id: 3, code: '911101', name: { ar: 'عاملة منزلية', en: 'Housemaid' } };
export const DRIVER = { id: 4, code: '832201', name: { ar: 'سائق خاص', en: 'Private driver' } };
export const JOB_OPTIONS: JobOption[] = [
  { ...HOUSEMAID, allowedGender: 'FEMALE', minAge: null, maxAge: null, active: true },
  { ...DRIVER, allowedGender: 'MALE', minAge: 25, maxAge: null, active: true },
  {
    id: 5,
    code: '512001',
    name: { ar: 'طباخ', en: 'Cook' },
    allowedGender: 'ANY',
    minAge: null,
    maxAge: null,
    active: true,
  },
];

export const candidateFixture = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: 21,
  agency: { id: 20, name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' } },
  country: PHILIPPINES,
  passportNumber: 'P1234567',
  passportExpiry: '2030-05-01',
  name: { ar: 'ماريا سانتوس', en: 'Maria Santos' },
  birthDate: '1995-03-10',
  gender: 'FEMALE',
  religion: 'CHRISTIANITY',
  maritalStatus: 'SINGLE',
  job: HOUSEMAID,
  experienceYears: 4,
  languages: ['en', 'tl'],
  education: 'SECONDARY',
  expectedSalary: 1500,
  status: 'AVAILABLE',
  photo: null,
  cv: null,
  canEdit: true,
  rowVersion: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
