import type { Role } from '@portal/contracts/roles';

export type DemoAccount = {
  username: string;
  role: Role;
  descriptionEn: string;
  descriptionAr: string;
};

/** Every demo account shares this password (embedded sign-in only). */
export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    role: 'ADMIN',
    descriptionEn: 'Programme administrator',
    descriptionAr: 'مدير البرنامج',
  },
  {
    username: 'office',
    role: 'PRO_OFFICE',
    descriptionEn:
      'Recruitment office, super user, licence valid for a year; wizard employers 1012345672 (Philippines) and 1044556676 (Indonesia)',
    descriptionAr:
      'مكتب استقدام، مستخدم رئيسي، الترخيص ساري لمدة سنة؛ أصحاب العمل للمعالج 1012345672 (الفلبين) و1044556676 (إندونيسيا)',
  },
  {
    username: 'office-sub',
    role: 'PRO_OFFICE',
    descriptionEn: 'Sub-user of the office: HR pool read, employment requests write, no contracts',
    descriptionAr: 'مستخدم فرعي للمكتب: قراءة السير الذاتية، كتابة طلبات التوظيف، بدون العقود',
  },
  {
    username: 'company',
    role: 'PRO_COMPANY',
    descriptionEn: 'Recruitment company',
    descriptionAr: 'شركة استقدام',
  },
  {
    username: 'agency-ph',
    role: 'EPRO',
    descriptionEn: 'Foreign recruitment agency, Philippines',
    descriptionAr: 'وكالة استقدام أجنبية، الفلبين',
  },
  {
    username: 'agency-id',
    role: 'EPRO',
    descriptionEn: 'Foreign recruitment agency, Indonesia',
    descriptionAr: 'وكالة استقدام أجنبية، إندونيسيا',
  },
  {
    username: 'fmol-ph',
    role: 'FMOL',
    descriptionEn: 'Foreign ministry of labour, Philippines',
    descriptionAr: 'وزارة العمل الأجنبية، الفلبين',
  },
  {
    username: 'embassy-ph',
    role: 'FOREIGN_EMBASSY',
    descriptionEn: 'Philippine embassy, Riyadh office',
    descriptionAr: 'السفارة الفلبينية، مكتب الرياض',
  },
  {
    username: 'embassy-ph-officer',
    role: 'FOREIGN_EMBASSY',
    descriptionEn: 'Philippine embassy, Riyadh office: a second officer (sub-user) sharing the pending queue',
    descriptionAr: 'السفارة الفلبينية، مكتب الرياض: موظف ثانٍ (مستخدم فرعي) يشارك طابور الطلبات المعلقة',
  },
  {
    username: 'embassy-ph-noloc',
    role: 'FOREIGN_EMBASSY',
    descriptionEn: 'Philippine embassy, no office location',
    descriptionAr: 'السفارة الفلبينية، بدون موقع مكتب',
  },
  {
    username: 'sa-embassy',
    role: 'SA_EMBASSY',
    descriptionEn: 'Saudi embassy in Manila',
    descriptionAr: 'السفارة السعودية في مانيلا',
  },
  {
    username: 'samol',
    role: 'SAMOL',
    descriptionEn: 'Saudi Ministry of Human Resources',
    descriptionAr: 'وزارة الموارد البشرية السعودية',
  },
  {
    username: 'employer',
    role: 'EMPLOYER',
    descriptionEn:
      'Employer Fahad Al-Otaibi, national id 1012345672 (Riyadh): Philippine visas 7001000001-7001000008',
    descriptionAr:
      'صاحب العمل فهد العتيبي، هوية وطنية 1012345672 (الرياض): تأشيرات الفلبين 7001000001-7001000008',
  },
  {
    username: 'newcomer',
    role: 'PRO_OFFICE',
    descriptionEn: 'Office that has not accepted the terms yet',
    descriptionAr: 'مكتب لم يوافق على الشروط والأحكام بعد',
  },
  {
    username: 'incomplete',
    role: 'PRO_OFFICE',
    descriptionEn: 'Office with incomplete organisation information',
    descriptionAr: 'مكتب بيانات منشأته غير مكتملة',
  },
  {
    username: 'expiring',
    role: 'PRO_OFFICE',
    descriptionEn: 'Office whose licence expires in 30 days',
    descriptionAr: 'مكتب ينتهي ترخيصه خلال 30 يومًا',
  },
  {
    username: 'expired',
    role: 'PRO_OFFICE',
    descriptionEn: 'Office whose licence expired yesterday',
    descriptionAr: 'مكتب انتهى ترخيصه أمس',
  },
  {
    username: 'suspended',
    role: 'PRO_OFFICE',
    descriptionEn: 'Suspended office',
    descriptionAr: 'مكتب موقوف',
  },
  {
    username: 'multi',
    role: 'PRO_OFFICE',
    descriptionEn: 'Member of two establishments: an office and a foreign agency',
    descriptionAr: 'عضو في منشأتين: مكتب استقدام ووكالة أجنبية',
  },
  {
    username: 'import',
    role: 'IMPORT',
    descriptionEn: 'Import system (integration, reads employment requests)',
    descriptionAr: 'نظام الاستيراد (تكامل، قراءة طلبات التوظيف)',
  },
  {
    username: 'sanarcom',
    role: 'SANARCOM',
    descriptionEn: 'Sanarcom (integration, reads employment requests)',
    descriptionAr: 'سناركوم (تكامل، قراءة طلبات التوظيف)',
  },
  {
    username: 'takamol',
    role: 'TAKAMOL',
    descriptionEn: 'Takamol (integration, reads employment requests)',
    descriptionAr: 'تكامل (تكامل، قراءة طلبات التوظيف)',
  },
  {
    username: 'emigrate',
    role: 'EMIGRATE',
    descriptionEn: 'eMigrate (integration, reads employment requests)',
    descriptionAr: 'إي مايغريت (تكامل، قراءة طلبات التوظيف)',
  },
  {
    username: 'econtracting',
    role: 'ECONTRACTING',
    descriptionEn: 'E-contracting (integration, reads employment requests)',
    descriptionAr: 'التعاقد الإلكتروني (تكامل، قراءة طلبات التوظيف)',
  },
];
