import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import type { PartnershipContractAction } from '@portal/contracts/partnership-contracts/transitions';
import {
  PARTNERSHIP_ACTION_REASONS,
  PARTNERSHIP_REASON_KINDS,
} from '@portal/contracts/partnership-contracts/actions-values';
import { pathTo } from '@portal/contracts/routes';
import { ActionBar, type ActionTexts } from '../../../components/action-bar/action-bar';
import { CONTRACTS_URL, contractKeys } from '../api/contracts-keys';

const COLORS: Partial<Record<PartnershipContractAction, ActionTexts['color']>> = {
  approve: 'success',
  reject: 'error',
  cancel: 'error',
  acceptCancellation: 'error',
};

/**
 * The contract's actions, exactly those the API computed for the caller (`actions`): the posted
 * ones with their dialogs, the edit and the confirmation as links to their screens.
 */
export const ContractActions = ({ contract }: { contract: PartnershipContract }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const edit = pathTo('partnershipContracts.wizardEdit', { id: contract.id });
  return (
    <ActionBar
      reasons={PARTNERSHIP_ACTION_REASONS}
      actions={contract.actions}
      label={t('partnershipContracts.actions.label')}
      actionUrl={(action) => `${CONTRACTS_URL}/${contract.id}/${action}`}
      texts={(action) => ({
        label: t(`partnershipContracts.actions.${action}.label`),
        confirmMessage: t(`partnershipContracts.actions.${action}.confirm`),
        done: t(`partnershipContracts.actions.${action}.done`),
        color: COLORS[action],
      })}
      reasonKind={(action) => PARTNERSHIP_REASON_KINDS[action as keyof typeof PARTNERSHIP_REASON_KINDS]}
      links={{
        update: edit,
        amend: edit,
        confirm: pathTo('partnershipContracts.confirm', { id: contract.id }),
      }}
      onChanged={() => client.invalidateQueries({ queryKey: contractKeys.all })}
    />
  );
};
