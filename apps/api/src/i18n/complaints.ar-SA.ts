import type { complaintsEnUS } from './complaints.en-US';

/** رسائل وحدة الشكاوى (القرار 0031). تُدمج في ar-SA.ts. */
export const complaintsArSA: Record<keyof typeof complaintsEnUS, string> = {
  'complaints.requestNotFound': 'لم يُعثر على طلب التوظيف هذا ضمن طلباتك.',
  'complaints.reasonNotFound': 'اختر سبب شكوى نشطًا.',
  'complaints.connectorUnavailable': 'خدمة الشكاوى غير متاحة الآن. حاول مرة أخرى لاحقًا.',
};
