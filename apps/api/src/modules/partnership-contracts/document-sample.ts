import type { ContractDocument } from './document-model';

/** A realistic contract for the document's tests and the PDF bench. */
export const sampleContractDocument = (overrides: Partial<ContractDocument> = {}): ContractDocument => ({
  number: 'PC-2026-000123',
  termsVersion: 3,
  issuedOn: '2026-11-24',
  office: { nameAr: 'مكتب الرياض للاستقدام', nameEn: 'Riyadh Recruitment Office', licenseNumber: 'LIC-1001' },
  agency: { nameAr: 'وكالة مانيلا للتوظيف', nameEn: 'Manila Staffing Agency', licenseNumber: null },
  country: { nameAr: 'الفلبين', nameEn: 'Philippines' },
  obligations: {
    officeAr:
      'يلتزم المكتب بسداد رسوم الاستقدام في موعدها.\nيلتزم المكتب باستقبال العامل في المطار عند وصوله.',
    officeEn:
      'The office pays the recruitment fee on time.\nThe office meets the worker at the airport on arrival.',
    agencyAr: 'تلتزم الوكالة بتدريب العامل قبل السفر.',
    agencyEn: 'The agency trains the worker before travel.',
  },
  lines: [
    {
      jobNameAr: 'عاملة منزلية',
      jobNameEn: 'Housemaid',
      gender: 'FEMALE',
      recruitmentFee: 15000,
      monthlySalary: 1500.5,
      paymentTerms: 'Half on signature, half on arrival',
    },
    {
      jobNameAr: 'سائق خاص',
      jobNameEn: 'Private driver',
      gender: 'MALE',
      recruitmentFee: 12500,
      monthlySalary: 1800,
      paymentTerms: 'نصف الرسوم عند التوقيع',
    },
  ],
  ...overrides,
});
