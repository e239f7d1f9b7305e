import { ROUTES } from '@portal/contracts/routes';
import type { PartnershipWizardStep } from '@portal/contracts/routes-partnership';

const LIST = '/partnership-contracts';
const WIZARD = `${LIST}/wizard`;

/** `wizard/{step}` for a new contract, `wizard/{id}/{step}` for an edited one. */
export const partnershipWizardPath = (step: PartnershipWizardStep, contractId: number | null): string =>
  contractId === null ? `${WIZARD}/${step}` : `${WIZARD}/${contractId}/${step}`;

/** Paths that stay inside the wizard of that contract: moving between them never asks. */
export const isPartnershipWizardPath = (contractId: number | null) => (pathname: string) => {
  const base = contractId === null ? WIZARD : `${WIZARD}/${contractId}`;
  const rest = pathname.replace(/\/+$/, '');
  return (
    rest === base ||
    (rest.startsWith(`${base}/`) && !/^\d+$/.test(rest.slice(base.length + 1).split('/')[0] ?? ''))
  );
};

/** The contract's own page (its action bar offers "send for approval"); the list while there is none. */
export const contractPagePath = (id: number): string =>
  ROUTES.some((route) => route.path === 'partnership-contracts/:id') ? `${LIST}/${id}` : LIST;
