import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import {
  TRANSFER_CONTRACT_ACTIONS,
  TRANSFER_CONTRACT_REASON_KINDS,
  transferContractTransitions,
  type TransferContractAction,
} from '@portal/contracts/transfer-contracts/transitions';
import { reasonNeedOf } from '../../../components/action-bar/action-reason';
import { ReasonDialog } from '../../../components/action-bar/reason-dialog';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { historyQuery } from '../../../lib/history/get-history';
import { postTransferAction } from '../api/transfer-actions-api';
import { transferKeys } from '../api/transfers-keys';

/** The shared history route's entity type of a transfer (`GET /api/history/transferContract/{id}`). */
export const HISTORY_ENTITY = 'transferContract';

type Color = 'primary' | 'success' | 'error';
const COLORS: Record<TransferContractAction, Color> = {
  approve: 'success',
  adminApprove: 'success',
  reject: 'error',
  adminReject: 'error',
  complete: 'primary',
};

const isAction = (action: string): action is TransferContractAction =>
  (TRANSFER_CONTRACT_ACTIONS as readonly string[]).includes(action);

type Asking = { action: TransferContractAction; required: boolean } | null;

/**
 * The transfer's buttons: exactly the `actions` the API allows the caller now (declaration order),
 * each confirmed first, with a reason of the declared kind where the action takes one; then
 * posted, and the transfer, the lists and the history reload (also after a 409: someone acted first).
 */
export const TransferActions = ({ transfer }: { transfer: TransferContract }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const actions = transfer.actions.filter(isAction);
  const text = (action: TransferContractAction, part: 'label' | 'confirm' | 'done') =>
    t(`transferContracts.actions.${action}.${part}`);

  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: transferKeys.all }),
      client.invalidateQueries({ queryKey: historyQuery(HISTORY_ENTITY, transfer.id).queryKey }),
    ]);

  const post = async (action: TransferContractAction, reasonId?: number) => {
    setBusy(true);
    try {
      await postTransferAction(transfer.id, action, reasonId);
      showAlert({ type: 'success', message: text(action, 'done') });
      await reload();
    } catch (error) {
      handleError(error);
      if (isApiError(error) && error.status === 409) await reload();
    } finally {
      setBusy(false);
    }
  };

  const start = async (action: TransferContractAction) => {
    const need = reasonNeedOf(transferContractTransitions.actions[action].input);
    if (need !== 'none') {
      setAsking({ action, required: need === 'required' });
      return;
    }
    const yes = await confirm({
      title: text(action, 'label'),
      message: text(action, 'confirm'),
      confirmLabel: text(action, 'label'),
      cancelLabel: t('common.cancel'),
    });
    if (yes) await post(action);
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Stack
        role="toolbar"
        aria-label={t('transferContracts.actions.label')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant="contained"
            color={COLORS[action]}
            disabled={busy}
            onClick={() => void start(action)}
          >
            {text(action, 'label')}
          </Button>
        ))}
      </Stack>
      {asking ? (
        <ReasonDialog
          title={text(asking.action, 'label')}
          message={text(asking.action, 'confirm')}
          confirmLabel={text(asking.action, 'label')}
          kind={TRANSFER_CONTRACT_REASON_KINDS[asking.action as keyof typeof TRANSFER_CONTRACT_REASON_KINDS]}
          required={asking.required}
          onClose={(reasonId) => {
            const { action } = asking;
            setAsking(null);
            if (reasonId !== null) void post(action, reasonId);
          }}
        />
      ) : null}
    </>
  );
};
