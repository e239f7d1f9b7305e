import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { inboxTexts } from './locales/module-texts';

/** The inbox (decision 0058), its own chunk with its texts. */
export const inboxPages: FeaturePages = {
  inbox: withModuleResources(inboxTexts, () =>
    import('./components/inbox-page').then((module) => module.InboxPage),
  ),
};
