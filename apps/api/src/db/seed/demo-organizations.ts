import type { AccessRight } from '@portal/contracts/access';
import type { CountryCode, OfficeLocation } from '@portal/contracts/constants';
import type { Role } from '@portal/contracts/roles';
import { EMPLOYER_ACCOUNT_NATIONAL_ID } from './demo-employers';
import { saudiIban } from './saudi-iban';

export type DemoOrganization = {
  /** Natural key: the establishment's labour office id and sequence number. */
  laborOfficeId: number;
  sequenceNumber: number;
  type: Role;
  nameEn: string;
  nameAr: string;
  establishmentEn: string;
  establishmentAr: string;
  country: CountryCode;
  /** Days from today; null for organisations without a licence. */
  licenceInDays: number | null;
  active?: boolean;
  officeLocation?: OfficeLocation;
  city?: string;
  addressEn?: string;
  addressAr?: string;
  bankName?: string;
  iban?: string;
  responsibleEn?: string;
  responsibleAr?: string;
  phones?: [string, string];
  email?: string;
  almatarRegistrationEnabled?: boolean;
  owner?: { ownerId: string; sevenHundredNumber: string; unifiedNationalNumber: string };
};

const office = (
  seq: number,
  nameEn: string,
  nameAr: string,
  extra: Partial<DemoOrganization> = {},
): DemoOrganization => ({
  laborOfficeId: 1,
  sequenceNumber: seq,
  type: 'PRO_OFFICE',
  nameEn,
  nameAr,
  establishmentEn: `${nameEn} – Head office`,
  establishmentAr: `${nameAr} – المركز الرئيسي`,
  country: 'SAU',
  licenceInDays: 365,
  city: 'Riyadh',
  addressEn: `${seq} King Fahd Road, Al Olaya, Riyadh 12214`,
  addressAr: `${seq} طريق الملك فهد، العليا، الرياض 12214`,
  bankName: 'Al Rajhi Bank',
  iban: saudiIban('80', `000608010${String(seq).padStart(9, '0')}`),
  responsibleEn: 'Abdullah Al-Harbi',
  responsibleAr: 'عبدالله الحربي',
  phones: [`01146${String(seq).padStart(5, '0')}`, `05512${String(seq).padStart(5, '0')}`],
  email: `info${seq}@recruitment.example.sa`,
  almatarRegistrationEnabled: true,
  owner: {
    ownerId: `10${String(seq).padStart(8, '0')}`,
    sevenHundredNumber: `70${String(seq).padStart(8, '0')}`,
    unifiedNationalNumber: `70${String(seq + 5).padStart(8, '0')}`,
  },
  ...extra,
});

/** A partner system that reads employment requests (DOMAIN.md's integration accounts): one organisation each. */
const integration = (seq: number, type: Role, nameEn: string, nameAr: string): DemoOrganization => ({
  laborOfficeId: 90,
  sequenceNumber: seq,
  type,
  country: 'SAU',
  licenceInDays: null,
  city: 'Riyadh',
  nameEn,
  nameAr,
  establishmentEn: `${nameEn} – Integration`,
  establishmentAr: `${nameAr} – التكامل`,
});

/** Every demo organisation, one establishment each. */
export const DEMO_ORGANIZATIONS = {
  programme: {
    laborOfficeId: 1,
    sequenceNumber: 1,
    type: 'ADMIN',
    country: 'SAU',
    licenceInDays: null,
    nameEn: 'Recruitment Programme Administration',
    nameAr: 'إدارة برنامج الاستقدام',
    establishmentEn: 'Programme headquarters',
    establishmentAr: 'المقر الرئيسي للبرنامج',
    city: 'Riyadh',
  },
  nakheel: office(1001, 'Al Nakheel Recruitment Office', 'مكتب النخيل للاستقدام', {
    iban: 'SA0380000000608010167519',
    responsibleEn: 'Abdullah Al-Harbi',
    responsibleAr: 'عبدالله الحربي',
  }),
  skills: office(2001, 'Saudi Skills Recruitment Company', 'شركة المهارات السعودية للاستقدام', {
    laborOfficeId: 2,
    type: 'PRO_COMPANY',
    city: 'Jeddah',
    addressEn: 'Prince Sultan Street, Al Zahra, Jeddah 23425',
    addressAr: 'شارع الأمير سلطان، الزهراء، جدة 23425',
    bankName: 'Saudi National Bank',
    iban: saudiIban('10', '000012345678901234'),
    responsibleEn: 'Khalid Al-Ghamdi',
    responsibleAr: 'خالد الغامدي',
  }),
  manilaStar: office(3001, 'Manila Star Manpower Services', 'مانيلا ستار لخدمات القوى العاملة', {
    laborOfficeId: 50,
    type: 'EPRO',
    country: 'PHL',
    city: 'Manila',
    addressEn: '1450 Taft Avenue, Malate, Manila',
    addressAr: '1450 شارع تافت، ملاتي، مانيلا',
    bankName: 'BDO Unibank',
    responsibleEn: 'Maria Santos',
    responsibleAr: 'ماريا سانتوس',
    phones: ['+63285231000', '+639171234567'],
    email: 'info@manilastar.example.ph',
  }),
  jakartaPrima: office(3101, 'PT Prima Tenaga Kerja', 'بي تي بريما للقوى العاملة', {
    laborOfficeId: 51,
    type: 'EPRO',
    country: 'IDN',
    city: 'Jakarta',
    addressEn: 'Jl. Jenderal Sudirman 45, Jakarta',
    addressAr: 'شارع جندرال سوديرمان 45، جاكرتا',
    bankName: 'Bank Mandiri',
    responsibleEn: 'Budi Santoso',
    responsibleAr: 'بودي سانتوسو',
    phones: ['+62215201234', '+628121234567'],
    email: 'info@primatenaga.example.id',
  }),
  dmwPhilippines: {
    laborOfficeId: 60,
    sequenceNumber: 1,
    type: 'FMOL',
    country: 'PHL',
    licenceInDays: null,
    nameEn: 'Department of Migrant Workers, Philippines',
    nameAr: 'وزارة العمال المهاجرين الفلبينية',
    establishmentEn: 'DMW – Manila',
    establishmentAr: 'وزارة العمال المهاجرين – مانيلا',
    city: 'Manila',
  },
  phEmbassyRiyadh: {
    laborOfficeId: 70,
    sequenceNumber: 1,
    type: 'FOREIGN_EMBASSY',
    country: 'PHL',
    licenceInDays: null,
    officeLocation: 'RIYADH',
    city: 'Riyadh',
    nameEn: 'Embassy of the Philippines – Riyadh',
    nameAr: 'سفارة جمهورية الفلبين – الرياض',
    establishmentEn: 'Philippine Overseas Labor Office, Riyadh',
    establishmentAr: 'مكتب العمل الفلبيني، الرياض',
  },
  phEmbassyNoLocation: {
    laborOfficeId: 70,
    sequenceNumber: 2,
    type: 'FOREIGN_EMBASSY',
    country: 'PHL',
    licenceInDays: null,
    nameEn: 'Embassy of the Philippines – Consular section',
    nameAr: 'سفارة جمهورية الفلبين – القسم القنصلي',
    establishmentEn: 'Consular section',
    establishmentAr: 'القسم القنصلي',
  },
  saEmbassyManila: {
    laborOfficeId: 80,
    sequenceNumber: 1,
    type: 'SA_EMBASSY',
    country: 'PHL',
    licenceInDays: null,
    city: 'Manila',
    nameEn: 'Royal Embassy of Saudi Arabia in Manila',
    nameAr: 'سفارة المملكة العربية السعودية في مانيلا',
    establishmentEn: 'Labour attaché, Manila',
    establishmentAr: 'الملحقية العمالية، مانيلا',
  },
  ministry: {
    laborOfficeId: 1,
    sequenceNumber: 2,
    type: 'SAMOL',
    country: 'SAU',
    licenceInDays: null,
    city: 'Riyadh',
    nameEn: 'Ministry of Human Resources and Social Development',
    nameAr: 'وزارة الموارد البشرية والتنمية الاجتماعية',
    establishmentEn: 'Recruitment oversight department',
    establishmentAr: 'إدارة الرقابة على الاستقدام',
  },
  employerHousehold: {
    laborOfficeId: 1,
    sequenceNumber: 5001,
    type: 'EMPLOYER',
    country: 'SAU',
    licenceInDays: null,
    city: 'Riyadh',
    nameEn: 'Fahad Al-Otaibi household',
    nameAr: 'منزل فهد العتيبي',
    establishmentEn: 'Fahad Al-Otaibi',
    establishmentAr: 'فهد العتيبي',
    // The employer's national id: the account sees this employer's employment requests.
    owner: {
      ownerId: EMPLOYER_ACCOUNT_NATIONAL_ID,
      sevenHundredNumber: '7000005001',
      unifiedNationalNumber: '7000005006',
    },
  },
  fajr: office(1002, 'Al Fajr Recruitment Office', 'مكتب الفجر للاستقدام'),
  rawabi: office(1003, 'Al Rawabi Recruitment Office', 'مكتب الروابي للاستقدام', {
    addressEn: undefined,
    bankName: undefined,
    iban: undefined,
    city: undefined,
  }),
  sahab: office(1004, 'Al Sahab Recruitment Office', 'مكتب السحاب للاستقدام', { licenceInDays: 30 }),
  wadi: office(1005, 'Al Wadi Recruitment Office', 'مكتب الوادي للاستقدام', { licenceInDays: -1 }),
  qimma: office(1006, 'Al Qimma Recruitment Office', 'مكتب القمة للاستقدام', { active: false }),
  waha: office(1007, 'Al Waha Recruitment Office', 'مكتب الواحة للاستقدام', { city: 'Dammam' }),
  cebuBright: office(3002, 'Cebu Bright Future Agency', 'وكالة سيبو للمستقبل المشرق', {
    laborOfficeId: 50,
    type: 'EPRO',
    country: 'PHL',
    city: 'Cebu City',
    addressEn: '88 Osmeña Boulevard, Cebu City',
    addressAr: '88 جادة أوسمينيا، مدينة سيبو',
    bankName: 'Bank of the Philippine Islands',
    responsibleEn: 'Jose Reyes',
    responsibleAr: 'خوسيه رييس',
    phones: ['+63322551234', '+639189876543'],
    email: 'hello@cebubright.example.ph',
  }),
  importSystem: integration(1, 'IMPORT', 'Recruitment Import System', 'نظام الاستيراد للاستقدام'),
  sanarcom: integration(2, 'SANARCOM', 'Sanarcom', 'سناركوم'),
  takamol: integration(3, 'TAKAMOL', 'Takamol Holding', 'تكامل القابضة'),
  emigrate: integration(4, 'EMIGRATE', 'eMigrate (India)', 'إي مايغريت (الهند)'),
  econtracting: integration(5, 'ECONTRACTING', 'E-Contracting Platform', 'منصة التعاقد الإلكتروني'),
} satisfies Record<string, DemoOrganization>;

export type DemoOrganizationKey = keyof typeof DEMO_ORGANIZATIONS;

export const SUB_USER_RIGHTS: AccessRight[] = [
  { module: 'HR_POOL', access: 'READ' },
  { module: 'EMPLOYMENT_REQUEST', access: 'WRITE' },
  { module: 'PARTNERSHIP_CONTRACT', access: 'NONE' },
];
