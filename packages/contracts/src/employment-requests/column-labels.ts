import type { ColumnLabel } from '../column-labels';

/** The employment requests list's columns, as the table and the export both head them. */
export const REQUEST_COLUMN_LABELS = {
  number: { 'en-US': 'Request number', 'ar-SA': 'رقم الطلب' },
  status: { 'en-US': 'Status', 'ar-SA': 'الحالة' },
  office: { 'en-US': 'Local office', 'ar-SA': 'المكتب المحلي' },
  agency: { 'en-US': 'Foreign agency', 'ar-SA': 'الوكالة الأجنبية' },
  country: { 'en-US': 'Country', 'ar-SA': 'الدولة' },
  employerId: { 'en-US': 'Employer ID', 'ar-SA': 'هوية صاحب العمل' },
  employer: { 'en-US': 'Employer', 'ar-SA': 'صاحب العمل' },
  candidate: { 'en-US': 'Candidate', 'ar-SA': 'المرشح' },
  passportNumber: { 'en-US': 'Passport number', 'ar-SA': 'رقم الجواز' },
  visaNumber: { 'en-US': 'Visa number', 'ar-SA': 'رقم التأشيرة' },
  respondBy: { 'en-US': 'Respond by', 'ar-SA': 'الرد قبل' },
  createdAt: { 'en-US': 'Created on', 'ar-SA': 'تاريخ الإنشاء' },
} as const satisfies Record<string, ColumnLabel>;
