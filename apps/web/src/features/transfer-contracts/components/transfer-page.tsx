import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { HistoryPanel } from '../../../components/record/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { NUMBER_SLOT, withRecordNumber } from '../../../components/record-number';
import { useTransfer } from '../api/get-transfer';
import { idOf, TransferQueryState } from './query-state';
import { HISTORY_ENTITY, TransferActions } from './transfer-actions';
import { TransferDocument } from './transfer-document';
import { TransferLinks } from './transfer-links';
import { TransferEmployerFacts, TransferSummary } from './transfer-summary';

/**
 * `transfer-contracts/{id}`: the transfer (status, parties, fee, consent), the current and the new
 * employer, the caller's actions, the document with its PDF in both languages, and the history.
 */
export const TransferPage = () => {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const transfer = useTransfer(id);
  if (!transfer.data) return <TransferQueryState id={id} query={transfer} />;
  const data = transfer.data;
  return (
    <PageFrame
      title={withRecordNumber(t('transferContracts.title', { number: NUMBER_SLOT }), data.number)}
      actions={<TransferActions transfer={data} />}
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
