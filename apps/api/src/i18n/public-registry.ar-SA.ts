import type { publicRegistryEnUS } from './public-registry.en-US';

/** رسائل السجل العام للمكاتب والوكالات المرخّصة (القرار 0052). */
export const publicRegistryArSA: Record<keyof typeof publicRegistryEnUS, string> = {
  'publicRegistry.notFound': 'لا يوجد في السجل مكتب أو وكالة مرخّصة بهذا الرقم.',
};
