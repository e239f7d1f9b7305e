import { createElement, type ComponentType } from 'react';
import type { PartnershipWizardStep } from '@portal/contracts/routes-partnership';
import type { FeaturePages } from '../../../app/page-loader';
import { withModuleResources } from '../../../lib/i18n/module-resources';

/** The wizard's own texts (both languages), merged into the app's translations with its pages. */
export const partnershipWizardResources = import.meta.glob('./locales/*.json');

/** One page per route: the step comes from the route (its URL); one component shows every step. */
const page = (step: PartnershipWizardStep | null, edit: boolean) =>
  withModuleResources(partnershipWizardResources, async (): Promise<ComponentType> => {
    const { PartnershipWizardPage } = await import('./partnership-wizard-page');
    const StepPage = () => createElement(PartnershipWizardPage, { step, edit });
    return StepPage;
  });

/** The create and edit wizard of partnership contracts (spread into the feature's pages by routes.tsx). */
export const partnershipWizardPages: FeaturePages = {
  'partnershipContracts.wizard': page(null, false),
  'partnershipContracts.wizard.epro': page('epro', false),
  'partnershipContracts.wizard.obligations': page('obligations', false),
  'partnershipContracts.wizard.financial': page('financial', false),
  'partnershipContracts.wizard.preview': page('preview', false),
  'partnershipContracts.wizardEdit': page(null, true),
  'partnershipContracts.wizardEdit.epro': page('epro', true),
  'partnershipContracts.wizardEdit.obligations': page('obligations', true),
  'partnershipContracts.wizardEdit.financial': page('financial', true),
  'partnershipContracts.wizardEdit.preview': page('preview', true),
};
