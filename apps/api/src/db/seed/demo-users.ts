import type { AccessRight } from '@portal/contracts/access';
import type { Role } from '@portal/contracts/roles';
import { SUB_USER_RIGHTS, type DemoOrganizationKey } from './demo-organizations';

export type DemoMembership = {
  organization: DemoOrganizationKey;
  role: Role;
  superUser: boolean;
  /** Username of the super user who created this sub-user. */
  parent?: string;
  termsAccepted?: boolean;
  accessRights?: AccessRight[];
};

export type DemoUser = {
  username: string;
  nameEn: string;
  nameAr: string;
  email: string;
  nationalId: string;
  memberships: DemoMembership[];
};

const superUser = (organization: DemoOrganizationKey, role: Role, extra: Partial<DemoMembership> = {}) => [
  { organization, role, superUser: true, ...extra },
];

/** The people behind DEMO_ACCOUNTS; parents come before their sub-users. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    nameEn: 'Sara Al-Qahtani',
    nameAr: 'سارة القحطاني',
    email: 'admin@portal.example.sa',
    nationalId: '1000000001',
    memberships: superUser('programme', 'ADMIN'),
  },
  {
    username: 'office',
    nameEn: 'Abdullah Al-Harbi',
    nameAr: 'عبدالله الحربي',
    email: 'office@alnakheel.example.sa',
    nationalId: '1000000002',
    memberships: superUser('nakheel', 'PRO_OFFICE'),
  },
  {
    username: 'office-sub',
    nameEn: 'Noura Al-Shehri',
    nameAr: 'نورة الشهري',
    email: 'noura@alnakheel.example.sa',
    nationalId: '1000000003',
    memberships: [
      {
        organization: 'nakheel',
        role: 'PRO_OFFICE',
        superUser: false,
        parent: 'office',
        accessRights: SUB_USER_RIGHTS,
      },
    ],
  },
  {
    username: 'company',
    nameEn: 'Khalid Al-Ghamdi',
    nameAr: 'خالد الغامدي',
    email: 'khalid@saudiskills.example.sa',
    nationalId: '1000000004',
    memberships: superUser('skills', 'PRO_COMPANY'),
  },
  {
    username: 'agency-ph',
    nameEn: 'Maria Santos',
    nameAr: 'ماريا سانتوس',
    email: 'maria@manilastar.example.ph',
    nationalId: '2000000005',
    memberships: superUser('manilaStar', 'EPRO'),
  },
  {
    username: 'agency-id',
    nameEn: 'Budi Santoso',
    nameAr: 'بودي سانتوسو',
    email: 'budi@primatenaga.example.id',
    nationalId: '2000000006',
    memberships: superUser('jakartaPrima', 'EPRO'),
  },
  {
    username: 'fmol-ph',
    nameEn: 'Ramon Dela Cruz',
    nameAr: 'رامون ديلا كروز',
    email: 'ramon@dmw.example.ph',
    nationalId: '2000000007',
    memberships: superUser('dmwPhilippines', 'FMOL'),
  },
  {
    username: 'embassy-ph',
    nameEn: 'Angela Bautista',
    nameAr: 'أنجيلا باوتيستا',
    email: 'angela@ph-embassy.example.sa',
    nationalId: '2000000008',
    memberships: superUser('phEmbassyRiyadh', 'FOREIGN_EMBASSY'),
  },
  {
    // A colleague of embassy-ph in the same office: two officers share its pending queue (decision 0061).
    username: 'embassy-ph-officer',
    nameEn: 'Liza Mendoza',
    nameAr: 'ليزا ميندوزا',
    email: 'liza@ph-embassy.example.sa',
    nationalId: '2000000024',
    memberships: [
      {
        organization: 'phEmbassyRiyadh',
        role: 'FOREIGN_EMBASSY',
        superUser: false,
        parent: 'embassy-ph',
        accessRights: [{ module: 'EMPLOYMENT_REQUEST', access: 'WRITE' }],
      },
    ],
  },
  {
    username: 'embassy-ph-noloc',
    nameEn: 'Paolo Garcia',
    nameAr: 'باولو غارسيا',
    email: 'paolo@ph-embassy.example.sa',
    nationalId: '2000000009',
    memberships: superUser('phEmbassyNoLocation', 'FOREIGN_EMBASSY'),
  },
  {
    username: 'sa-embassy',
    nameEn: 'Faisal Al-Dosari',
    nameAr: 'فيصل الدوسري',
    email: 'faisal@sa-embassy-manila.example.sa',
    nationalId: '1000000010',
    memberships: superUser('saEmbassyManila', 'SA_EMBASSY'),
  },
  {
    username: 'samol',
    nameEn: 'Huda Al-Zahrani',
    nameAr: 'هدى الزهراني',
    email: 'huda@hrsd.example.sa',
    nationalId: '1000000011',
    memberships: superUser('ministry', 'SAMOL'),
  },
  {
    username: 'employer',
    nameEn: 'Fahad Al-Otaibi',
    nameAr: 'فهد العتيبي',
    email: 'fahad.otaibi@example.sa',
    nationalId: '1000000012',
    memberships: superUser('employerHousehold', 'EMPLOYER'),
  },
  {
    username: 'newcomer',
    nameEn: 'Turki Al-Mutairi',
    nameAr: 'تركي المطيري',
    email: 'turki@alfajr.example.sa',
    nationalId: '1000000013',
    memberships: superUser('fajr', 'PRO_OFFICE', { termsAccepted: false }),
  },
  {
    username: 'incomplete',
    nameEn: 'Reem Al-Subaie',
    nameAr: 'ريم السبيعي',
    email: 'reem@alrawabi.example.sa',
    nationalId: '1000000014',
    memberships: superUser('rawabi', 'PRO_OFFICE'),
  },
  {
    username: 'expiring',
    nameEn: 'Majed Al-Shammari',
    nameAr: 'ماجد الشمري',
    email: 'majed@alsahab.example.sa',
    nationalId: '1000000015',
    memberships: superUser('sahab', 'PRO_OFFICE'),
  },
  {
    username: 'expired',
    nameEn: 'Yousef Al-Anazi',
    nameAr: 'يوسف العنزي',
    email: 'yousef@alwadi.example.sa',
    nationalId: '1000000016',
    memberships: superUser('wadi', 'PRO_OFFICE'),
  },
  {
    username: 'suspended',
    nameEn: 'Hessa Al-Dossary',
    nameAr: 'حصة الدوسري',
    email: 'hessa@alqimma.example.sa',
    nationalId: '1000000017',
    memberships: superUser('qimma', 'PRO_OFFICE'),
  },
  {
    username: 'multi',
    nameEn: 'Omar Al-Rashid',
    nameAr: 'عمر الراشد',
    email: 'omar@alwaha.example.sa',
    nationalId: '1000000018',
    memberships: [
      { organization: 'waha', role: 'PRO_OFFICE', superUser: true },
      { organization: 'cebuBright', role: 'EPRO', superUser: true },
    ],
  },
  {
    username: 'import',
    nameEn: 'Hani Al-Mutlaq',
    nameAr: 'هاني المطلق',
    email: 'import@integration.example.sa',
    nationalId: '1000000019',
    memberships: superUser('importSystem', 'IMPORT'),
  },
  {
    username: 'sanarcom',
    nameEn: 'Lama Al-Harthi',
    nameAr: 'لمى الحارثي',
    email: 'sanarcom@integration.example.sa',
    nationalId: '1000000020',
    memberships: superUser('sanarcom', 'SANARCOM'),
  },
  {
    username: 'takamol',
    nameEn: 'Saad Al-Malki',
    nameAr: 'سعد المالكي',
    email: 'takamol@integration.example.sa',
    nationalId: '1000000021',
    memberships: superUser('takamol', 'TAKAMOL'),
  },
  {
    username: 'emigrate',
    nameEn: 'Priya Nair',
    nameAr: 'بريا ناير',
    email: 'emigrate@integration.example.sa',
    nationalId: '1000000022',
    memberships: superUser('emigrate', 'EMIGRATE'),
  },
  {
    username: 'econtracting',
    nameEn: 'Nawaf Al-Juhani',
    nameAr: 'نواف الجهني',
    email: 'econtracting@integration.example.sa',
    nationalId: '1000000023',
    memberships: superUser('econtracting', 'ECONTRACTING'),
  },
];
