import type { oldContractsEnUS } from './old-contracts.en-US';

/** رسائل وحدة عقود العمالة القديمة؛ المفاتيح كما في old-contracts.en-US.ts. */
export const oldContractsArSA: Record<keyof typeof oldContractsEnUS, string> = {
  'oldContracts.notFound': 'لم يُعثر على هذا العقد القديم.',
  'oldContracts.import.unknownCountry': 'رمز الدولة {code} غير معروف.',
  'validation.oldContractNumber': 'أدخل رقم العقد: حروف لاتينية أو أرقام أو «-» أو «/»، بحد أقصى 30.',
  'validation.oldContractDate': 'أدخل تاريخ عقد بين 1980-01-01 واليوم.',
};
