import type { EmployerCity } from '@portal/contracts/employers';
import type { CountryCode } from '@portal/contracts/constants';
import type { VisaGender } from '@portal/contracts/visas';

export type DemoEmployer = {
  /** National (1…) or resident (2…) id with a valid check digit. */
  nationalId: string;
  nameEn: string;
  nameAr: string;
  mobile: string;
  city: EmployerCity;
  addressEn: string;
  addressAr: string;
};

/**
 * The `employer` account's household: its organisation's owner id is this national id, so the
 * account sees this employer's requests. It is also the Philippine wizard's employer (Riyadh: the
 * Riyadh embassy approves its requests).
 */
export const EMPLOYER_ACCOUNT_NATIONAL_ID = '1012345672';
/** The Indonesian wizard's employer (Jeddah; Indonesia has no approval flow). */
export const INDONESIA_EMPLOYER_NATIONAL_ID = '1044556676';

export const DEMO_EMPLOYERS: DemoEmployer[] = [
  {
    nationalId: EMPLOYER_ACCOUNT_NATIONAL_ID,
    nameEn: 'Fahad Al-Otaibi',
    nameAr: 'فهد العتيبي',
    mobile: '0551002001',
    city: 'RIYADH',
    addressEn: '12 Al Takhassusi Street, Al Muhammadiyah, Riyadh 12363',
    addressAr: '12 شارع التخصصي، المحمدية، الرياض 12363',
  },
  {
    nationalId: INDONESIA_EMPLOYER_NATIONAL_ID,
    nameEn: 'Nasser Al-Qahtani',
    nameAr: 'ناصر القحطاني',
    mobile: '0552003002',
    city: 'JEDDAH',
    addressEn: '7 Prince Majed Road, Al Safa, Jeddah 23451',
    addressAr: '7 طريق الأمير ماجد، الصفا، جدة 23451',
  },
  {
    nationalId: '1077889903',
    nameEn: 'Mohammed Al-Ghamdi',
    nameAr: 'محمد الغامدي',
    mobile: '0553004003',
    city: 'MAKKAH',
    addressEn: '40 Al Aziziyah Street, Makkah 24243',
    addressAr: '40 شارع العزيزية، مكة المكرمة 24243',
  },
  {
    nationalId: '1100223344',
    nameEn: 'Latifa Al-Dosari',
    nameAr: 'لطيفة الدوسري',
    mobile: '0554005004',
    city: 'DAMMAM',
    addressEn: '3 King Saud Street, Al Faisaliyah, Dammam 32272',
    addressAr: '3 شارع الملك سعود، الفيصلية، الدمام 32272',
  },
  {
    nationalId: '2033445566',
    nameEn: 'Ahmed Hassan Mahmoud',
    nameAr: 'أحمد حسن محمود',
    mobile: '0555006005',
    city: 'AL_KHARJ',
    addressEn: '15 Al Khaleej Street, Al Kharj 16278',
    addressAr: '15 شارع الخليج، الخرج 16278',
  },
];

export type DemoVisa = {
  number: string;
  employer: string;
  country: CountryCode;
  gender: VisaGender;
  /** Job code of the jobs seed. */
  job: string;
};

const HOUSEMAID = '911101';
const DOMESTIC_WORKER = '911102';

const series = (prefix: string, from: number, count: number, rest: Omit<DemoVisa, 'number'>): DemoVisa[] =>
  Array.from({ length: count }, (_, index) => ({
    number: `${prefix}${String(from + index).padStart(4, '0')}`,
    ...rest,
  }));

/**
 * AVAILABLE visas for the wizard, matching the careers and genders of the office's ACTIVE
 * partnership lines and of agency-ph's and agency-id's available candidates (housemaids, one
 * male domestic worker each): numbers 7001000001-7001000008 (Philippines) and 7002000001-7002000008 (Indonesia).
 */
export const WIZARD_VISAS: DemoVisa[] = [
  ...series('700100', 1, 6, {
    employer: EMPLOYER_ACCOUNT_NATIONAL_ID,
    country: 'PHL',
    gender: 'FEMALE',
    job: HOUSEMAID,
  }),
  ...series('700100', 7, 2, {
    employer: EMPLOYER_ACCOUNT_NATIONAL_ID,
    country: 'PHL',
    gender: 'MALE',
    job: DOMESTIC_WORKER,
  }),
  ...series('700200', 1, 6, {
    employer: INDONESIA_EMPLOYER_NATIONAL_ID,
    country: 'IDN',
    gender: 'FEMALE',
    job: HOUSEMAID,
  }),
  ...series('700200', 7, 2, {
    employer: INDONESIA_EMPLOYER_NATIONAL_ID,
    country: 'IDN',
    gender: 'MALE',
    job: DOMESTIC_WORKER,
  }),
  ...series('700300', 1, 2, { employer: '1100223344', country: 'PHL', gender: 'FEMALE', job: HOUSEMAID }),
];
