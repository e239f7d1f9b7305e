import type { ColumnLabel } from './column-labels';

/**
 * The columns of the lookup lists and the announcements list, as the screen's table and the
 * CSV/XLSX export both head them (decision 0006: the export is the list). A column only one of
 * the two shows still takes its words from here.
 */
const lastChanged: ColumnLabel = { 'en-US': 'Last changed', 'ar-SA': 'آخر تعديل' };
const country: ColumnLabel = { 'en-US': 'Country', 'ar-SA': 'الدولة' };
const status: ColumnLabel = { 'en-US': 'Status', 'ar-SA': 'الحالة' };

export const QUOTA_COLUMN_LABELS = {
  country,
  month: { 'en-US': 'Month', 'ar-SA': 'الشهر' },
  maximum: { 'en-US': 'Maximum new employment requests', 'ar-SA': 'الحد الأقصى لطلبات التوظيف الجديدة' },
  used: { 'en-US': 'Used', 'ar-SA': 'المستخدم' },
  updatedAt: lastChanged,
} as const satisfies Record<string, ColumnLabel>;

export const LIMIT_COLUMN_LABELS = {
  organization: { 'en-US': 'Office', 'ar-SA': 'المكتب' },
  country,
  maximum: { 'en-US': 'Maximum active partnership contracts', 'ar-SA': 'الحد الأقصى لعقود الشراكة النشطة' },
  used: { 'en-US': 'Active contracts', 'ar-SA': 'العقود النشطة' },
  updatedAt: lastChanged,
} as const satisfies Record<string, ColumnLabel>;

export const JOB_COLUMN_LABELS = {
  code: { 'en-US': 'Code', 'ar-SA': 'الرمز' },
  nameAr: { 'en-US': 'Arabic name', 'ar-SA': 'الاسم بالعربية' },
  nameEn: { 'en-US': 'English name', 'ar-SA': 'الاسم بالإنجليزية' },
  allowedGender: { 'en-US': 'Allowed gender', 'ar-SA': 'الجنس المسموح' },
  active: status,
  updatedAt: lastChanged,
} as const satisfies Record<string, ColumnLabel>;

export const REASON_COLUMN_LABELS = {
  kind: { 'en-US': 'Kind', 'ar-SA': 'النوع' },
  textAr: { 'en-US': 'Arabic text', 'ar-SA': 'النص بالعربية' },
  textEn: { 'en-US': 'English text', 'ar-SA': 'النص بالإنجليزية' },
  active: status,
  updatedAt: lastChanged,
} as const satisfies Record<string, ColumnLabel>;

export const COUNTRY_COLUMN_LABELS = {
  code3: { 'en-US': 'Code', 'ar-SA': 'الرمز' },
  nameAr: { 'en-US': 'Arabic name', 'ar-SA': 'الاسم بالعربية' },
  nameEn: { 'en-US': 'English name', 'ar-SA': 'الاسم بالإنجليزية' },
  nationality: { 'en-US': 'Nationality', 'ar-SA': 'الجنسية' },
  nationalityAr: { 'en-US': 'Arabic nationality', 'ar-SA': 'الجنسية بالعربية' },
  nationalityEn: { 'en-US': 'English nationality', 'ar-SA': 'الجنسية بالإنجليزية' },
  activeForRecruitment: { 'en-US': 'Recruitment', 'ar-SA': 'الاستقدام' },
  usesApprovalFlow: { 'en-US': 'Uses approval flow', 'ar-SA': 'تستخدم مسار الموافقة' },
  careerRequiredInFilters: {
    'en-US': 'Career required in candidate filters',
    'ar-SA': 'المهنة مطلوبة في تصفية المرشحين',
  },
  updatedAt: lastChanged,
} as const satisfies Record<string, ColumnLabel>;

export const VISA_COLUMN_LABELS = {
  number: { 'en-US': 'Visa number', 'ar-SA': 'رقم التأشيرة' },
  employerId: { 'en-US': 'Employer id', 'ar-SA': 'هوية صاحب العمل' },
  country,
  gender: { 'en-US': 'Gender', 'ar-SA': 'الجنس' },
  job: { 'en-US': 'Job', 'ar-SA': 'المهنة' },
  issueDate: { 'en-US': 'Issue date', 'ar-SA': 'تاريخ الإصدار' },
  expiryDate: { 'en-US': 'Expiry date', 'ar-SA': 'تاريخ الانتهاء' },
  status,
} as const satisfies Record<string, ColumnLabel>;

export const ANNOUNCEMENT_COLUMN_LABELS = {
  titleAr: { 'en-US': 'Arabic title', 'ar-SA': 'العنوان بالعربية' },
  titleEn: { 'en-US': 'English title', 'ar-SA': 'العنوان بالإنجليزية' },
  audience: { 'en-US': 'Audience', 'ar-SA': 'الجمهور' },
  visibleFrom: { 'en-US': 'Visible from', 'ar-SA': 'يظهر من' },
  visibleTo: { 'en-US': 'Visible to', 'ar-SA': 'يظهر حتى' },
  updatedAt: lastChanged,
} as const satisfies Record<string, ColumnLabel>;

/**
 * The words of an on/off lookup's state, as the table's chip and the export's cell show it
 * (Arabic agrees with the record: a job or a country is feminine, a reason masculine).
 */
export const ACTIVE_STATE_LABELS = {
  feminine: {
    active: { 'en-US': 'Active', 'ar-SA': 'مفعلة' },
    inactive: { 'en-US': 'Inactive', 'ar-SA': 'معطلة' },
  },
  masculine: {
    active: { 'en-US': 'Active', 'ar-SA': 'مفعل' },
    inactive: { 'en-US': 'Inactive', 'ar-SA': 'معطل' },
  },
} as const satisfies Record<string, Record<'active' | 'inactive', ColumnLabel>>;
