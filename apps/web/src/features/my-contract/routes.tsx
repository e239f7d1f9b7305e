import type { FeaturePages } from '../../app/page-loader';

/** The worker's own status check: its own chunk, its texts a small chunk per language. */
export const myContractPages: FeaturePages = {
  myContract: () => import('./components/my-contract-page').then((module) => module.MyContractPage),
};
