import type { pdfEnUS } from './pdf.en-US';

/** رسائل منشئ ملفات PDF المشترك. */
export const pdfArSA: Record<keyof typeof pdfEnUS, string> = {
  'errors.pdfUnavailable': 'تعذر إنشاء المستند بصيغة PDF حاليًا. يرجى المحاولة لاحقًا.',
  'errors.pdfTimeout': 'استغرق إنشاء ملف PDF وقتًا أطول من المسموح. يرجى المحاولة مرة أخرى.',
  'errors.pdfBusy': 'يجري إنشاء عدد كبير من المستندات الآن. يرجى المحاولة بعد قليل.',
} as const;
