import { vi } from 'vitest';
import type { WizardCandidate } from '@portal/contracts/employment-requests/wizard';
import { json } from '../../../../test/http';

export { json };

const name = (en: string, ar: string) => ({ en, ar });
export const NATIONAL_ID = '1234567897';
const PHL = { id: 7, code3: 'PHL', name: name('Philippines', 'الفلبين'), usesApprovalFlow: true };
const HKP = { id: 3, code: 'HKP', name: name('Housekeeper', 'عاملة منزلية') };

export const visas = [
  {
    id: 101,
    number: '40010001',
    country: PHL,
    gender: 'FEMALE',
    job: HKP,
    issueDate: '2026-01-10',
    expiryDate: '2027-01-10',
  },
  {
    id: 102,
    number: '40010002',
    country: PHL,
    gender: 'FEMALE',
    job: HKP,
    issueDate: '2026-02-10',
    expiryDate: '2027-02-10',
  },
];

const candidate = (id: number, en: string, ar: string, passport: string): WizardCandidate => ({
  id,
  name: name(en, ar),
  passportNumber: passport,
  agency: { id: 31, name: name('Manila Staffing', 'مانيلا للتوظيف') },
  birthDate: '1995-03-01',
  experienceYears: 3,
  expectedSalary: 1500,
  religion: 'CHRISTIAN',
  languages: ['en'],
  photoUrl: null,
  cvUrl: null,
  terms: { monthlySalary: 1500, recruitmentFee: 12000 },
});
export const candidates = [
  candidate(201, 'Maria Santos', 'ماريا سانتوس', 'P1000201'),
  candidate(202, 'Ana Cruz', 'آنا كروز', 'P1000202'),
  candidate(203, 'Liza Reyes', 'ليزا رييس', 'P1000203'),
];

export const employer = {
  id: 9,
  nationalId: NATIONAL_ID,
  name: name('Khalid Alharbi', 'خالد الحربي'),
  nameAr: 'خالد الحربي',
  nameEn: 'Khalid Alharbi',
  mobile: '0551234567',
  city: 'RIYADH',
  address: 'Al Olaya, Riyadh',
  requests: 1,
  canEdit: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const draftVisa = (visa: (typeof visas)[number]) => ({
  id: visa.id,
  number: visa.number,
  country: 'PHL',
  countryId: 7,
  countryName: PHL.name,
  gender: visa.gender,
  career: 'HKP',
  jobId: 3,
  jobName: HKP.name,
});
const draftCandidate = (visaId: number, index: number) => ({
  visaId,
  id: candidates[index]!.id,
  name: candidates[index]!.name,
  passportNumber: candidates[index]!.passportNumber,
  agency: candidates[index]!.agency.name,
  terms: candidates[index]!.terms,
});

/** A draft with every step done: two visas, each with its candidate. */
export const completeDraft = () => ({
  nationalId: NATIONAL_ID,
  visas: visas.map(draftVisa),
  employer: {
    nationalId: NATIONAL_ID,
    nameAr: employer.nameAr,
    nameEn: employer.nameEn,
    mobile: employer.mobile,
    city: 'RIYADH',
    address: employer.address,
  },
  terms: { monthlySalary: 1800, durationMonths: 24, probationDays: 90, recruitmentFee: 10000 },
  candidates: [draftCandidate(101, 0), draftCandidate(102, 1)],
  lostCandidates: [] as number[],
  isMultiCandidates: true,
});

/** What the fake API answers; each test sets what it needs. */
export const server = {
  unavailable: [] as number[],
  employer: employer as typeof employer | null,
  /** Registered without details (another office's client) when `employer` is null. */
  registered: false,
  submit: (): Response => json({ bulkId: 5, ids: [61, 62] }, 201),
};

export const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const path = url.pathname;
  if (path.endsWith('/wizard/visas')) return json({ items: visas });
  if (path.endsWith('/employers/lookup'))
    return json({ registered: server.registered || server.employer !== null, employer: server.employer });
  if (path.endsWith('/wizard/availability')) return json({ unavailable: server.unavailable });
  if (path.endsWith('/wizard/candidates')) {
    const taken = server.unavailable;
    const items = candidates.filter((item) => !taken.includes(item.id));
    return json({ items, total: items.length, page: 0, size: 10 });
  }
  if (path === '/api/employment-requests' && init?.method === 'POST') return server.submit();
  return json({ message: 'unexpected' }, 404);
});

export const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

export const DRAFT_PREFIX = 'employmentRequestWizardDraft:';
export const storedDraft = () => {
  const key = Object.keys(localStorage).find((item) => item.startsWith(DRAFT_PREFIX));
  return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { data: Record<string, unknown> }) : null;
};
export const storeDraft = (data: unknown) =>
  localStorage.setItem(
    `${DRAFT_PREFIX}anonymous-none:new`,
    JSON.stringify({ data, savedAt: new Date().toISOString() }),
  );
