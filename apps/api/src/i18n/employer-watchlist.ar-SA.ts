import type { employerWatchlistEnUS } from './employer-watchlist.en-US';

/** رسائل قائمة مراقبة أصحاب العمل (القرار 0062). */
export const employerWatchlistArSA = {
  'watchlist.reviewInPast': 'لا يمكن أن يكون تاريخ المراجعة في الماضي.',
  'watchlist.reasonInvalid': 'اختر سببًا نشطًا من أسباب قائمة مراقبة أصحاب العمل.',
  'watchlist.countryRequired': 'اختر دولة الإرسال التي تنطبق عليها الإشارة.',
  'watchlist.countryNotYours': 'تضع السفارة أصحاب العمل في القائمة لدولتها فقط.',
  'watchlist.countryUnknown': 'اختر دولة إرسال من القائمة.',
  'watchlist.alreadyFlagged': 'صاحب العمل هذا مدرج في قائمة المراقبة لهذا النطاق بالفعل.',
  'watchlist.alreadyLifted': 'رُفعت هذه الإشارة بالفعل.',
  'watchlist.employerFlagged':
    'لا تُقبل طلبات جديدة لصاحب العمل هذا: صاحب العمل مدرج في قائمة المراقبة ({category}).',
} as const satisfies Record<keyof typeof employerWatchlistEnUS, string>;
