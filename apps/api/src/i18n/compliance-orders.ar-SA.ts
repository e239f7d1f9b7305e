import type { complianceOrdersEnUS } from './compliance-orders.en-US';

/** رسائل أوامر الامتثال (القرار 0059). تُدمج في ar-SA.ts. */
export const complianceOrdersArSA: Record<keyof typeof complianceOrdersEnUS, string> = {
  'complianceOrders.record': 'أمر الامتثال',
  'complianceOrders.status.OPEN': 'مفتوح',
  'complianceOrders.status.REPORTED': 'أبلغ عنه المكتب',
  'complianceOrders.status.BREACHED': 'منتهك',
  'complianceOrders.status.CONFIRMED': 'تم الامتثال',
  'complianceOrders.officeSuspended':
    'مكتبك موقوف لأن أمر الامتثال {number} لم يُنفَّذ حتى موعده: يمكنك الاطلاع على المعلومات دون إجراء أي تغييرات حتى يؤكد المشرف الامتثال.',
  'complianceOrders.complaintNotFound': 'لم يُعثر على هذه الشكوى.',
  'complianceOrders.alreadyDecided': 'صدر قرار في هذه الشكوى من قبل: أمرها {number}.',
  'complianceOrders.reasonInvalid': 'اختر سبب إيقاف نشطًا.',
  'complianceOrders.connectorUnavailable': 'خدمة الشكاوى غير متاحة الآن. حاول مرة أخرى لاحقًا.',
};
