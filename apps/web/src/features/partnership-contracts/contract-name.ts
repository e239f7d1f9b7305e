import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import type { Translate } from '../../lib/i18n/translate';

/** How a contract is named: its number once approved, else its draft id. */
export const contractName = (contract: Pick<PartnershipContract, 'id' | 'number'>, t: Translate) =>
  contract.number
    ? t('partnershipContracts.numberName', { number: contract.number })
    : t('partnershipContracts.draftName', { id: contract.id });
