import type { JobGender } from '@portal/contracts/lookups-jobs';

export type JobSeed = {
  code: string;
  nameEn: string;
  nameAr: string;
  allowedGender: JobGender;
};

/** Domestic and skilled careers, with codes after the Saudi occupation classification. */
export const JOB_SEEDS: JobSeed[] = [
  { code: '911101', nameEn: 'Housemaid', nameAr: 'عاملة منزلية', allowedGender: 'FEMALE' },
  { code: '911102', nameEn: 'Domestic worker', nameAr: 'عامل منزلي', allowedGender: 'MALE' },
  { code: '832201', nameEn: 'Private driver', nameAr: 'سائق خاص', allowedGender: 'MALE' },
  { code: '512001', nameEn: 'Home cook', nameAr: 'طباخ منزلي', allowedGender: 'ANY' },
  { code: '531101', nameEn: 'Nanny', nameAr: 'مربية أطفال', allowedGender: 'FEMALE' },
  { code: '532201', nameEn: 'Home nurse', nameAr: 'ممرض منزلي', allowedGender: 'ANY' },
  { code: '532202', nameEn: 'Elderly care assistant', nameAr: 'مرافق رعاية كبار السن', allowedGender: 'ANY' },
  { code: '921401', nameEn: 'Private gardener', nameAr: 'مزارع منزلي', allowedGender: 'MALE' },
  { code: '541401', nameEn: 'House guard', nameAr: 'حارس منزل', allowedGender: 'MALE' },
  { code: '612101', nameEn: 'Shepherd', nameAr: 'راعي أغنام', allowedGender: 'MALE' },
  { code: '611101', nameEn: 'Farm worker', nameAr: 'عامل زراعي', allowedGender: 'MALE' },
  { code: '741101', nameEn: 'Electrician', nameAr: 'كهربائي', allowedGender: 'MALE' },
  { code: '712601', nameEn: 'Plumber', nameAr: 'سباك', allowedGender: 'MALE' },
  { code: '711501', nameEn: 'Carpenter', nameAr: 'نجار', allowedGender: 'MALE' },
  { code: '711201', nameEn: 'Mason', nameAr: 'بناء', allowedGender: 'MALE' },
  { code: '721201', nameEn: 'Welder', nameAr: 'لحام', allowedGender: 'MALE' },
  { code: '723101', nameEn: 'Car mechanic', nameAr: 'ميكانيكي سيارات', allowedGender: 'MALE' },
  {
    code: '712701',
    nameEn: 'Air-conditioning technician',
    nameAr: 'فني تكييف وتبريد',
    allowedGender: 'MALE',
  },
  { code: '713101', nameEn: 'Painter', nameAr: 'دهان', allowedGender: 'MALE' },
  { code: '833201', nameEn: 'Heavy truck driver', nameAr: 'سائق شاحنة ثقيلة', allowedGender: 'MALE' },
  { code: '222101', nameEn: 'Registered nurse', nameAr: 'ممرضة قانونية', allowedGender: 'ANY' },
  { code: '514101', nameEn: 'Barber', nameAr: 'حلاق', allowedGender: 'MALE' },
  { code: '514201', nameEn: 'Beautician', nameAr: 'أخصائية تجميل', allowedGender: 'FEMALE' },
  { code: '753101', nameEn: 'Tailor', nameAr: 'خياط', allowedGender: 'ANY' },
  { code: '512002', nameEn: 'Restaurant chef', nameAr: 'طاهٍ في مطعم', allowedGender: 'ANY' },
  { code: '513101', nameEn: 'Waiter', nameAr: 'نادل', allowedGender: 'ANY' },
  { code: '911201', nameEn: 'Building cleaner', nameAr: 'عامل نظافة مبانٍ', allowedGender: 'ANY' },
  {
    code: '351101',
    nameEn: 'IT support technician',
    nameAr: 'فني دعم تقنية المعلومات',
    allowedGender: 'ANY',
  },
];
