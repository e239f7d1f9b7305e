import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';

/** How a contract is named: its number once approved, else its draft id. */
export const contractName = (
  contract: Pick<PartnershipContract, 'id' | 'number'>,
  t: (key: string, options?: Record<string, unknown>) => string,
) =>
  contract.number
    ? t('partnershipContracts.numberName', { number: contract.number })
    : t('partnershipContracts.draftName', { id: contract.id });
