import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { verifyTexts } from './locales/module-texts';

const loadVerifyPage = withModuleResources(verifyTexts, () =>
  import('./components/verify-page').then((module) => module.VerifyPage),
);

/** The public document check (issue 25): `/verify` and `/verify/:code`, where the QR code leads. */
export const verifyPages: FeaturePages = {
  verify: loadVerifyPage,
  verifyCode: loadVerifyPage,
};
