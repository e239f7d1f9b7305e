import { createElement, type ComponentType } from 'react';
import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';
import type { FeaturePages } from '../../../app/page-loader';
import { withModuleResources } from '../../../lib/i18n/module-resources';

/**
 * The wizard's own texts, the employers' (the employer look-up's notice) and the HR pool's (the
 * candidate cards' language names and CV button), both languages, merged into the app's
 * translations with its pages.
 */
export const employmentWizardResources = import.meta.glob([
  './locales/*.json',
  '../../employers/locales/*.json',
  '../../hr-pool/locales/*.json',
]);

/** One page per route: the step comes from the route (its URL); one component shows every step. */
const page = (step: EmploymentRequestWizardStep | null) =>
  withModuleResources(employmentWizardResources, async (): Promise<ComponentType> => {
    const { EmploymentWizardPage } = await import('./employment-wizard-page');
    const StepPage = () => createElement(EmploymentWizardPage, { step });
    return StepPage;
  });

/** The employment request wizard (spread into the feature's pages by routes.tsx). */
export const employmentWizardPages: FeaturePages = {
  'employmentRequests.wizard': page(null),
  'employmentRequests.wizard.selectVisa': page('select-visa'),
  'employmentRequests.wizard.employerInfo': page('employer-info'),
  'employmentRequests.wizard.econtracting': page('econtracting'),
  'employmentRequests.wizard.selectCandidate': page('select-candidate'),
  'employmentRequests.wizard.contract': page('contract'),
};
