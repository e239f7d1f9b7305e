import type { ColumnLabel } from '../column-labels';

/** The candidates list's columns, as the table and the export both head them. */
export const CANDIDATE_COLUMN_LABELS = {
  name: { 'en-US': 'Name', 'ar-SA': 'الاسم' },
  passportNumber: { 'en-US': 'Passport number', 'ar-SA': 'رقم الجواز' },
  nameEn: { 'en-US': 'Name (English)', 'ar-SA': 'الاسم (بالإنجليزية)' },
  nameAr: { 'en-US': 'Name (Arabic)', 'ar-SA': 'الاسم (بالعربية)' },
  country: { 'en-US': 'Nationality', 'ar-SA': 'الجنسية' },
  agency: { 'en-US': 'Agency', 'ar-SA': 'الوكالة' },
  gender: { 'en-US': 'Gender', 'ar-SA': 'الجنس' },
  birthDate: { 'en-US': 'Birth date', 'ar-SA': 'تاريخ الميلاد' },
  passportExpiry: { 'en-US': 'Passport expiry', 'ar-SA': 'تاريخ انتهاء الجواز' },
  job: { 'en-US': 'Career', 'ar-SA': 'المهنة' },
  experienceYears: { 'en-US': 'Experience (years)', 'ar-SA': 'الخبرة (سنوات)' },
  education: { 'en-US': 'Education', 'ar-SA': 'التعليم' },
  expectedSalary: { 'en-US': 'Expected monthly salary (SAR)', 'ar-SA': 'الراتب الشهري المتوقع (ريال)' },
  status: { 'en-US': 'Status', 'ar-SA': 'الحالة' },
} as const satisfies Record<string, ColumnLabel>;
