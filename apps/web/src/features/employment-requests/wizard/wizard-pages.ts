import { createElement, type ComponentType } from 'react';
import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';
import type { FeaturePages } from '../../../app/page-loader';
import type { WizardStepPageProps } from './employment-wizard-page';
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

type StepPage = ComponentType<WizardStepPageProps>;

/**
 * One page per route: the step comes from the route (its URL), and the route's page module is its
 * step's, which brings the wizard page with it: a route does not load the other steps (decision 0064).
 */
const page = (step: EmploymentRequestWizardStep | null, load: () => Promise<StepPage>) =>
  withModuleResources(employmentWizardResources, async (): Promise<ComponentType> => {
    const Page = await load();
    const StepPage = () => createElement(Page, { step });
    return StepPage;
  });

const selectVisa = () => import('./steps/select-visa-step').then((m) => m.SelectVisaStepPage);

/** The employment request wizard (spread into the feature's pages by routes.tsx). */
export const employmentWizardPages: FeaturePages = {
  'employmentRequests.wizard': page(null, selectVisa),
  'employmentRequests.wizard.selectVisa': page('select-visa', selectVisa),
  'employmentRequests.wizard.employerInfo': page('employer-info', () =>
    import('./steps/employer-info-step').then((m) => m.EmployerInfoStepPage),
  ),
  'employmentRequests.wizard.econtracting': page('econtracting', () =>
    import('./steps/econtracting-step').then((m) => m.EcontractingStepPage),
  ),
  'employmentRequests.wizard.selectCandidate': page('select-candidate', () =>
    import('./steps/select-candidate-step').then((m) => m.SelectCandidateStepPage),
  ),
  'employmentRequests.wizard.contract': page('contract', () =>
    import('./steps/contract-step').then((m) => m.ContractStepPage),
  ),
};
