import { withModuleTexts, type FeaturePages } from '../../app/page-loader';
import { verifyTexts } from './locales/module-texts';

const loadVerifyPage = withModuleTexts(verifyTexts, () =>
  import('./components/verify-page').then((module) => module.VerifyPage),
);

/** The public document check (issue 25): `/verify` and `/verify/:code`, where the QR code leads. */
export const verifyPages: FeaturePages = {
  verify: loadVerifyPage,
  verifyCode: loadVerifyPage,
};
