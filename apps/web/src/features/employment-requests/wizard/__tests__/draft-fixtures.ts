// Stored drafts as a browser may hold them (whole, with unknown keys, wrong types, lists with one bad
// item, null and absent parts): the stored draft's check and the contract step's submission check are
// each held to zod's rules on these (employment-draft and employment-submit tests).

export const visa = {
  id: 7,
  number: 'V-7',
  country: 'PHL',
  countryId: 3,
  gender: 'FEMALE',
  career: '9111',
  jobId: 4,
  countryName: { ar: 'الفلبين', en: 'Philippines' },
  jobName: { ar: 'عاملة منزلية', en: 'Housemaid' },
  issueDate: '2026-01-01',
  expiryDate: '2027-01-01',
};
export const candidate = {
  visaId: 7,
  id: 12,
  name: { ar: 'ماريا', en: 'Maria' },
  passportNumber: 'P1234567',
  agency: { ar: 'وكالة', en: 'Agency' },
  terms: { monthlySalary: 1500, recruitmentFee: 9000 },
};
/** A whole draft with a registered employer, every step done. */
export const draft = {
  nationalId: '1000000008',
  visas: [visa],
  employer: {
    nationalId: '1000000008',
    nameAr: 'صاحب',
    nameEn: 'Owner',
    mobile: '0500000000',
    city: 'RIYADH',
    address: 'Street 1',
    registered: true,
  },
  terms: { monthlySalary: 1500, durationMonths: 24, probationDays: 90, recruitmentFee: 9000 },
  candidates: [candidate],
  lostCandidates: [12],
  isMultiCandidates: false,
};

export const storedDraftCases: [string, unknown][] = [
  ['no draft', undefined],
  ['null', null],
  ['not an object', 'draft'],
  ['an array', [draft]],
  ['an empty object', {}],
  ['a whole draft', draft],
  [
    'unknown keys',
    { ...draft, extra: 1, visas: [{ ...visa, extra: true }], candidates: [{ ...candidate, x: 1 }] },
  ],
  [
    'a visa without its optional parts',
    {
      ...draft,
      visas: [
        { ...visa, countryName: undefined, jobName: undefined, issueDate: undefined, expiryDate: undefined },
      ],
    },
  ],
  ['a visa of a wrong gender', { ...draft, visas: [visa, { ...visa, id: 8, gender: 'OTHER' }] }],
  ['a visa with a fractional id', { ...draft, visas: [{ ...visa, id: 7.5 }] }],
  ['a visa with a bad name', { ...draft, visas: [{ ...visa, jobName: { ar: 'x' } }] }],
  ['a visa with a null date', { ...draft, visas: [{ ...visa, issueDate: null }] }],
  ['visas not a list', { ...draft, visas: { 0: visa } }],
  [
    'an employer of wrong types',
    { ...draft, employer: { nationalId: 5, nameAr: null, city: 'PARIS', registered: 'yes' } },
  ],
  [
    'an employer with a blank city',
    { ...draft, employer: { ...draft.employer, city: '', registered: undefined } },
  ],
  ['an employer as a list', { ...draft, employer: [] }],
  ['no employer', { ...draft, employer: null }],
  ['terms as text', { ...draft, terms: { monthlySalary: '1500', durationMonths: null } }],
  ['terms as a number', { ...draft, terms: 5 }],
  ['a candidate without terms', { ...draft, candidates: [{ ...candidate, terms: null, agency: undefined }] }],
  ['a candidate with bad terms', { ...draft, candidates: [{ ...candidate, terms: { monthlySalary: 1 } }] }],
  ['a candidate without a name', { ...draft, candidates: [{ ...candidate, name: undefined }] }],
  ['a candidate with an unsafe id', { ...draft, candidates: [{ ...candidate, id: 2 ** 60 }] }],
  ['lost candidates of wrong types', { ...draft, lostCandidates: [1, '2'] }],
  ['a bulk flag as text', { ...draft, isMultiCandidates: 'true', nationalId: 10 }],
];
