import type { myContractEnUS } from './my-contract.en-US';

/** رسائل استعلام العاملة عن طلبها (`POST /api/my-contract`). */
export const myContractArSA: Record<keyof typeof myContractEnUS, string> = {
  'validation.requestNumber': 'أدخل رقم الطلب كما هو مطبوع، مثل ER-0000123.',
  'myContract.tooManyTries':
    'بلغ عدد المحاولات من هذا الاتصال 10 خلال الساعة الماضية. يرجى المحاولة بعد ساعة.',
};
