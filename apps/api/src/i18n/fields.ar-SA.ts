import type { fieldsEnUS } from './fields.en-US';

/** Arabic messages of the shared field building blocks; keys match fields.en-US.ts. Spread into ar-SA.ts. */
export const fieldsArSA: Record<keyof typeof fieldsEnUS, string> = {
  'validation.characters': 'تحتوي هذه القيمة على أحرف لا يمكن حفظها (حرف NUL أو حرف تالف).',
  'validation.id': 'أدخل رقم سجل موجود (عدد صحيح من 1 إلى 2147483647).',
  'validation.dateOutOfRange': 'أدخل تاريخًا بين 1900-01-01 و2999-12-31.',
  'validation.number': 'أدخل رقمًا بالأرقام العربية أو اللاتينية (مثل ١٢٠٠٠ أو 1500.50).',
  'validation.rowVersion': 'أعد تحميل السجل: إصدار السجل الذي فُتح عليه مفقود أو غير صالح.',
};
