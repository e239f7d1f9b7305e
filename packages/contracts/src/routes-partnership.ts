import { appRoute } from './routes-def';

/** Spec 4: obligations, financial and preview need the ePRO step done first. */
export const PARTNERSHIP_WIZARD_STEPS = ['epro', 'obligations', 'financial', 'preview'] as const;
export type PartnershipWizardStep = (typeof PARTNERSHIP_WIZARD_STEPS)[number];

const PC = { dataModule: 'PARTNERSHIP_CONTRACT' } as const;
const WIZARD = { roles: ['PRO_COMPANY', 'PRO_OFFICE'], form: true, ...PC } as const;
const NEW_STEP = { parent: 'partnershipContracts.wizard', ...WIZARD } as const;
const EDIT_STEP = { parent: 'partnershipContracts.wizardEdit', ...WIZARD } as const;

/** Spec 2: partnership contracts, confirmation and the create / edit wizard. */
export const PARTNERSHIP_ROUTES = [
  appRoute('partnershipContracts', 'partnership-contracts', {
    navOrder: 500,
    roles: ['ADMIN', 'EPRO', 'PRO_COMPANY', 'PRO_OFFICE', 'SA_EMBASSY', 'FOREIGN_EMBASSY', 'FMOL'],
    ...PC,
  }),
  appRoute('partnershipContracts.view', 'partnership-contracts/:id', {
    roles: ['ADMIN', 'EPRO', 'PRO_COMPANY', 'PRO_OFFICE', 'SA_EMBASSY', 'FOREIGN_EMBASSY', 'FMOL'],
    ...PC,
  }),
  appRoute('partnershipContracts.confirm', 'partnership-contracts/:id/confirm', {
    roles: ['ADMIN', 'EPRO'],
    module: 'PARTNERSHIP_CONTRACT',
    permission: 'WRITE',
    ...PC,
  }),
  appRoute('partnershipContracts.wizard', 'partnership-contracts/wizard', WIZARD),
  appRoute('partnershipContracts.wizard.epro', 'partnership-contracts/wizard/epro', NEW_STEP),
  appRoute('partnershipContracts.wizard.obligations', 'partnership-contracts/wizard/obligations', NEW_STEP),
  appRoute('partnershipContracts.wizard.financial', 'partnership-contracts/wizard/financial', NEW_STEP),
  appRoute('partnershipContracts.wizard.preview', 'partnership-contracts/wizard/preview', NEW_STEP),
  appRoute('partnershipContracts.wizardEdit', 'partnership-contracts/wizard/:id', WIZARD),
  appRoute('partnershipContracts.wizardEdit.epro', 'partnership-contracts/wizard/:id/epro', EDIT_STEP),
  appRoute(
    'partnershipContracts.wizardEdit.obligations',
    'partnership-contracts/wizard/:id/obligations',
    EDIT_STEP,
  ),
  appRoute(
    'partnershipContracts.wizardEdit.financial',
    'partnership-contracts/wizard/:id/financial',
    EDIT_STEP,
  ),
  appRoute('partnershipContracts.wizardEdit.preview', 'partnership-contracts/wizard/:id/preview', EDIT_STEP),
];
