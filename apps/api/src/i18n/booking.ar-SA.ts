/** رسائل حجز الطيران (`POST /api/booking/almatar/{id}/create` والتذكرة). تُدمج في ar-SA.ts. */
export const bookingArSA = {
  'booking.partnerTimeout':
    'لم تستجب خدمة حجز الطيران في الوقت المحدد. لم يتغير شيء؛ يرجى المحاولة مرة أخرى.',
  'booking.flightUnavailable':
    'تعذر على خدمة حجز الطيران حجز الرحلة الآن. لم يتغير شيء؛ يرجى المحاولة لاحقًا.',
  'booking.flightRefused': 'رفضت خدمة حجز الطيران الحجز. يرجى التواصل مع الدعم.',
  'booking.noDepartureAirport': 'لا يوجد مطار مغادرة معروف لدولة العامل.',
  'booking.ticketNotFound': 'لا توجد رحلة محجوزة لطلب التوظيف هذا.',
  'booking.ticket.title': 'التذكرة الإلكترونية',
  'booking.ticket.request': 'طلب التوظيف',
  'booking.ticket.passenger': 'المسافر',
  'booking.ticket.passport': 'رقم جواز السفر',
  'booking.ticket.pnr': 'مرجع الحجز (PNR)',
  'booking.ticket.ticketNumber': 'رقم التذكرة',
  'booking.ticket.airline': 'شركة الطيران',
  'booking.ticket.flight': 'الرحلة',
  'booking.ticket.from': 'من',
  'booking.ticket.to': 'إلى',
  'booking.ticket.departure': 'المغادرة',
  'booking.ticket.arrival': 'الوصول',
  'booking.ticket.employer': 'صاحب العمل',
  'booking.ticket.office': 'مكتب الاستقدام',
  'booking.ticket.bookedAt': 'تاريخ الحجز',
  'booking.ticket.times': 'الأوقات بالتوقيت العالمي المنسق (UTC).',
  'booking.arrivalBeforeDeparture': 'لا يمكن أن يكون الوصول قبل موعد إقلاع الرحلة المحجوزة.',
  'booking.arrivalInFuture': 'يُسجَّل الوصول بعد حدوثه: اختر تاريخ اليوم أو تاريخًا سابقًا.',
} as const;
