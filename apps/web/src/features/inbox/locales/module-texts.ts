import type { ModuleResources } from '../../../lib/i18n/module-resources';

/**
 * The inbox's texts, loaded with its page, and the status names of the records it tells about
 * (employment requests and partnership contracts keep theirs in their own module texts).
 */
export const inboxTexts: ModuleResources = import.meta.glob([
  './*.json',
  '../../employment-requests/locales/*.json',
  '../../partnership-contracts/locales/*.json',
]);
