import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@portal/contracts/routes';
import Stack from '@mui/material/Stack';
import type { TransferContractAction } from '@portal/contracts/transfer-contracts/transitions';
import {
  TRANSFER_ACTION_REASONS,
  TRANSFER_CONTRACT_REASON_KINDS,
} from '@portal/contracts/transfer-contracts/actions-values';
import { ActionBar, type ActionTexts } from '../../../components/action-bar/action-bar';
import { HistoryPanel } from '../../../components/record/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { NUMBER_SLOT, withRecordNumber } from '../../../components/record-number';
import { useTransfer } from '../api/get-transfer';
import { TRANSFERS_URL, transferKeys } from '../api/transfers-keys';
import { idOf, RecordQueryState } from '../../../components/record/query-state';
import { TransferDocument } from './transfer-document';
import { TransferLinks } from './transfer-links';
import { TransferEmployerFacts, TransferSummary } from './transfer-summary';

/** The shared history route's entity type of a transfer (`GET /api/history/transferContract/{id}`). */
const HISTORY_ENTITY = 'transferContract';

const COLORS: Partial<Record<TransferContractAction, ActionTexts['color']>> = {
  approve: 'success',
  adminApprove: 'success',
  reject: 'error',
  adminReject: 'error',
};

/** The transfer of the address (its `:id`), for the transfer's pages. */
export const useTransferOfAddress = () => {
  const id = idOf(useParams().id);
  return { id, transfer: useTransfer(id) };
};

/** What a transfer's page shows until its transfer is there, with the way back to the transfers. */
export const TransferQueryState = ({
  id,
  transfer,
}: {
  id: number;
  transfer: ReturnType<typeof useTransfer>;
}) => {
  const { t } = useTranslation();
  return (
    <RecordQueryState
      id={id}
      query={transfer}
      failed={t('transferContracts.loadFailed')}
      backTo={pathTo('transferContracts')}
    />
  );
};

/**
 * `transfer-contracts/{id}`: the transfer (status, parties, fee, consent), the current and the new
 * employer, the caller's actions, the document with its PDF in both languages, and the history.
 */
export const TransferPage = () => {
  const { t } = useTranslation();
  const { id, transfer } = useTransferOfAddress();
  const client = useQueryClient();
  if (!transfer.data) return <TransferQueryState id={id} transfer={transfer} />;
  const data = transfer.data;
  return (
    <PageFrame
      title={withRecordNumber(t('transferContracts.title', { number: NUMBER_SLOT }), data.number)}
      actions={
        <ActionBar
          reasons={TRANSFER_ACTION_REASONS}
          actions={data.actions}
          label={t('transferContracts.actions.label')}
          actionUrl={(action) => `${TRANSFERS_URL}/${data.id}/${action}`}
          texts={(action) => ({
            label: t(`transferContracts.actions.${action}.label`),
            confirmMessage: t(`transferContracts.actions.${action}.confirm`),
            done: t(`transferContracts.actions.${action}.done`),
            color: COLORS[action],
          })}
          reasonKind={(action) =>
            TRANSFER_CONTRACT_REASON_KINDS[action as keyof typeof TRANSFER_CONTRACT_REASON_KINDS]
          }
          onChanged={() => client.invalidateQueries({ queryKey: transferKeys.all })}
        />
      }
    >
      <TransferLinks id={data.id} current="view" />
      <Stack spacing={2}>
        <TransferSummary transfer={data} />
        <TransferEmployerFacts
          id="transfer-old-employer-title"
          title={t('transferContracts.fields.oldEmployer')}
          employer={data.oldEmployer}
        />
        <TransferEmployerFacts
          id="transfer-new-employer-title"
          title={t('transferContracts.fields.newEmployer')}
          employer={data.newEmployer}
        />
        <TransferDocument transfer={data} />
        <HistoryPanel entityType={HISTORY_ENTITY} entityId={data.id} />
      </Stack>
    </PageFrame>
  );
};
