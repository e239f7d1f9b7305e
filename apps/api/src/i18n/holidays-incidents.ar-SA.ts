import type { holidaysIncidentsEnUS } from './holidays-incidents.en-US';

/** رسائل العطل الرسمية والأعطال (القرار 0057). */
export const holidaysIncidentsArSA: Record<keyof typeof holidaysIncidentsEnUS, string> = {
  'publicHolidays.dayTaken': 'يوم {day} مسجل بالفعل عطلةً رسمية.',
  'publicHolidays.fileName': 'العطل-الرسمية',
  'incidents.fileName': 'الأعطال',
  'incidents.scope.portal': 'البوابة',
  'incidents.scope.travel': 'شريك حجز السفر',
  'incidents.scope.issueTracker': 'نظام متابعة البلاغات',
  'incidents.source.admin': 'مسؤول',
  'incidents.source.readiness': 'فحص الجاهزية',
  'incidents.readinessDescription': 'تعذّر على البوابة الوصول إلى قاعدة بياناتها (سجّله فحص الجاهزية).',
  'incidents.heartbeatDescription': 'لم تكن أي نسخة من البوابة تعمل (انقطاع في نبضها).',
  'validation.holidayYear': 'أدخل سنة من 2000 إلى 2100.',
  'validation.incidentMoment': 'أدخل التاريخ والوقت.',
  'validation.incidentEndAfterStart': 'يجب أن تكون النهاية بعد البداية.',
  'validation.incidentInFuture': 'يسجّل العطل ما حدث فعلًا: لا يمكن أن يكون هذا الوقت في المستقبل.',
};
