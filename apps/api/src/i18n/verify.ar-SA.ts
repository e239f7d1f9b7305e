import type { verifyEnUS } from './verify.en-US';

/** رسائل التحقق العام من المستندات (platform/verifiable-documents، المسألة 25). */
export const verifyArSA: Record<keyof typeof verifyEnUS, string> = {
  'verify.codeInvalid':
    'هذا ليس رمز تحقق. يتكون الرمز من 12 حرفًا ورقمًا كما هو مطبوع تحت رمز الاستجابة السريعة (مثل 7K3M-Q9TX-2BHD).',
  'verify.notPdf': 'الملف ليس بصيغة PDF. ارفع ملف PDF للمستند لمقارنته بالنسخة المعتمدة.',
  'verify.fileMissing': 'اختر ملف PDF للمستند لمقارنته بالنسخة المعتمدة.',
};
