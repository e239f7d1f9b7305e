import type { shellEnUS } from './shell.en-US';

/** Arabic messages of the application-shell endpoints; keys match shell.en-US.ts. Spread into ar-SA.ts. */
export const shellArSA: Record<keyof typeof shellEnUS, string> = {
  'validation.tooLong': 'هذه القيمة طويلة جدًا.',
  'validation.phone': 'أدخل رقم هاتف صحيحًا (أرقام ومسافات و+ و- وأقواس؛ من 7 إلى 20 خانة).',
  'validation.saudiIban': 'أدخل رقم آيبان سعوديًا صحيحًا: SA يليها 22 رقمًا أو حرفًا، مع رقم تحقق صحيح.',
  'partnership.pendingUpdate': 'يوجد تحديث على عقد شراكة بانتظار التأكيد',
  'booking.registrationDisabled': 'التسجيل في خدمة حجز الطيران غير مفعّل لمنشأتك.',
  'booking.officeNotRegistered': 'يجب تسجيل مكتبك في خدمة حجز الطيران أولًا.',
  'booking.parentNotRegistered': 'يجب تسجيل المستخدم الرئيسي في خدمة حجز الطيران أولًا.',
  'booking.subUserOnly': 'هذا التسجيل خاص بالمستخدمين الفرعيين؛ يسجّل المستخدم الرئيسي من خلال تسجيله الخاص.',
  'booking.superUserOnly': 'هذا التسجيل متاح للمستخدم الرئيسي للمنشأة فقط.',
  'booking.partnerUnavailable': 'تعذر الوصول إلى خدمة حجز الطيران. يرجى المحاولة لاحقًا.',
  'booking.partnerRefused': 'رفضت خدمة حجز الطيران التسجيل. يرجى التواصل مع الدعم.',
};
