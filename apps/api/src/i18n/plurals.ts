import type { Language } from '@portal/contracts/constants';
import type { MessageKey } from './catalogue';

/** A text's CLDR plural forms; `other` is also the catalogue's own text of the key. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Texts with a `{count}`, in each language's plural forms (English one/other; Arabic zero, one,
 * two, few, many, other): "at most 1 candidate", "مرشحَين".
 */
export const PLURAL_TEXTS: Record<Language, Partial<Record<MessageKey, PluralForms>>> = {
  'en-US': {
    'employmentRequests.bulkTooLarge': {
      one: 'One submission takes at most {count} candidate.',
      other: 'One submission takes at most {count} candidates.',
    },
  },
  'ar-SA': {
    'employmentRequests.bulkTooLarge': {
      zero: 'لا يقبل الطلب الواحد أي مرشح.',
      one: 'يقبل الطلب الواحد مرشحًا واحدًا على الأكثر.',
      two: 'يقبل الطلب الواحد مرشحَين على الأكثر.',
      few: 'يقبل الطلب الواحد {count} مرشحين على الأكثر.',
      many: 'يقبل الطلب الواحد {count} مرشحًا على الأكثر.',
      other: 'يقبل الطلب الواحد {count} مرشح على الأكثر.',
    },
  },
};
