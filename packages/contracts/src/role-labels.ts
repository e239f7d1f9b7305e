import type { ColumnLabel } from './column-labels';
import type { Role } from './roles';

/** Each role's name in both languages, as the web's `roles.*` texts say it (a test keeps them equal). */
export const ROLE_LABELS: Record<Role, ColumnLabel> = {
  ADMIN: { 'en-US': 'Programme administrator', 'ar-SA': 'مدير البرنامج' },
  EMPLOYER: { 'en-US': 'Employer', 'ar-SA': 'صاحب عمل' },
  PRO_OFFICE: { 'en-US': 'Recruitment office', 'ar-SA': 'مكتب استقدام' },
  PRO_COMPANY: { 'en-US': 'Recruitment company', 'ar-SA': 'شركة استقدام' },
  EPRO: { 'en-US': 'Foreign recruitment agency', 'ar-SA': 'وكالة استقدام أجنبية' },
  FMOL: { 'en-US': 'Labour ministry of a sending country', 'ar-SA': 'وزارة العمل في الدولة المرسلة' },
  FOREIGN_EMBASSY: { 'en-US': 'Foreign embassy', 'ar-SA': 'سفارة أجنبية' },
  IMPORT: { 'en-US': 'Import integration', 'ar-SA': 'ربط الاستيراد' },
  SA_EMBASSY: { 'en-US': 'Saudi embassy', 'ar-SA': 'سفارة المملكة' },
  SAMOL: { 'en-US': 'Ministry of Human Resources', 'ar-SA': 'وزارة الموارد البشرية' },
  SANARCOM: { 'en-US': 'Sanarcom integration', 'ar-SA': 'ربط سنركوم' },
  TAKAMOL: { 'en-US': 'Takamol integration', 'ar-SA': 'ربط منصة تكامل' },
  EMIGRATE: { 'en-US': 'eMigrate integration', 'ar-SA': 'ربط إي مايغريت' },
  ECONTRACTING: { 'en-US': 'e-Contracting integration', 'ar-SA': 'ربط التعاقد الإلكتروني' },
};
