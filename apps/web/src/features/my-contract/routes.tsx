import type { FeaturePages } from '../../app/page-loader';

/**
 * The worker's own status check: its own chunk, its texts a small chunk per language, the first
 * language's asked beside the page's module (page-i18n.ts).
 */
export const myContractPages: FeaturePages = {
  myContract: () =>
    Promise.all([
      import('./components/my-contract-page'),
      import('./page-i18n').then((module) => module.loadFirstPageLanguage()),
    ]).then(([module]) => module.MyContractPage),
};
