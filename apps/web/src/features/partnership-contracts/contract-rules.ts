import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { contractTransitionRecord } from '@portal/contracts/partnership-contracts/transitions';

/** The contract as its declared transitions read it (the same mapping the API applies). */
export const contractRecord = (contract: PartnershipContract) =>
  contractTransitionRecord({
    status: contract.status,
    officeId: contract.office.id,
    agencyId: contract.agency.id,
    cancellationAskedBy:
      contract.status === 'PENDING_CANCELLATION' && contract.cancellation
        ? contract.cancellation.askedBy === 'OFFICE'
          ? contract.office.id
          : contract.agency.id
        : null,
    hasPendingUpdate: contract.hasPendingUpdate,
  });

/** How a contract is named: its number once approved, else its draft id. */
export const contractName = (
  contract: Pick<PartnershipContract, 'id' | 'number'>,
  t: (key: string, options?: Record<string, unknown>) => string,
) =>
  contract.number
    ? t('partnershipContracts.numberName', { number: contract.number })
    : t('partnershipContracts.draftName', { id: contract.id });
