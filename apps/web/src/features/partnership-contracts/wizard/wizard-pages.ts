import { createElement, type ComponentType } from 'react';
import type { PartnershipWizardStep } from '@portal/contracts/routes-partnership';
import type { FeaturePages } from '../../../app/page-loader';
import { withModuleResources } from '../../../lib/i18n/module-resources';
import type { WizardStepPageProps } from './partnership-wizard-page';

/** The wizard's own texts (both languages), merged into the app's translations with its pages. */
export const partnershipWizardResources = import.meta.glob('./locales/*.json');

type StepPage = ComponentType<WizardStepPageProps>;

/**
 * One page per route: the step comes from the route (its URL), and the route's page module is its
 * step's, which brings the wizard page with it: a route does not load the other steps, and only the
 * preview parses the whole body (decision 0064).
 */
const page = (step: PartnershipWizardStep | null, edit: boolean, load: () => Promise<StepPage>) =>
  withModuleResources(partnershipWizardResources, async (): Promise<ComponentType> => {
    const Page = await load();
    const StepPage = () => createElement(Page, { step, edit });
    return StepPage;
  });

const epro = () => import('./steps/epro-step').then((m) => m.EproStepPage);
const obligations = () => import('./steps/obligations-step').then((m) => m.ObligationsStepPage);
const financial = () => import('./steps/financial-step').then((m) => m.FinancialStepPage);
const preview = () => import('./steps/preview-step').then((m) => m.PreviewStepPage);

/** The create and edit wizard of partnership contracts (spread into the feature's pages by routes.tsx). */
export const partnershipWizardPages: FeaturePages = {
  'partnershipContracts.wizard': page(null, false, epro),
  'partnershipContracts.wizard.epro': page('epro', false, epro),
  'partnershipContracts.wizard.obligations': page('obligations', false, obligations),
  'partnershipContracts.wizard.financial': page('financial', false, financial),
  'partnershipContracts.wizard.preview': page('preview', false, preview),
  'partnershipContracts.wizardEdit': page(null, true, epro),
  'partnershipContracts.wizardEdit.epro': page('epro', true, epro),
  'partnershipContracts.wizardEdit.obligations': page('obligations', true, obligations),
  'partnershipContracts.wizardEdit.financial': page('financial', true, financial),
  'partnershipContracts.wizardEdit.preview': page('preview', true, preview),
};
