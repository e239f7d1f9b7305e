import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { HistoryPanel } from '../../../components/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { NUMBER_SLOT, withRecordNumber } from '../../../components/record-number';
import { formatCurrency } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useTransfer } from '../api/get-transfer';
import { idOf, TransferQueryState } from './query-state';
import { HISTORY_ENTITY, TransferActions } from './transfer-actions';
import { TransferDocument } from './transfer-document';
import { TransferLinks } from './transfer-links';
import { TransferEmployerFacts, TransferSummary } from './transfer-summary';

/** The history's field labels and values (statuses by their names, the fee as money). */
const useTransferHistoryTexts = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    fieldLabel: (field: string) => t(`transferContracts.history.${field}`, { defaultValue: field }),
    formatValue: (field: string, value: unknown) =>
      field === 'status' && typeof value === 'string'
        ? t(`transferContracts.status.${value}`, { defaultValue: value })
        : field === 'fee' && typeof value === 'number'
          ? formatCurrency(value, language)
          : String(value),
  };
};

/**
 * `transfer-contracts/{id}`: the transfer (status, parties, fee, consent), the current and the new
 * employer, the caller's actions, the document with its PDF in both languages, and the history.
 */
export const TransferPage = () => {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const transfer = useTransfer(id);
  const history = useTransferHistoryTexts();
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
        <HistoryPanel entityType={HISTORY_ENTITY} entityId={data.id} {...history} />
      </Stack>
    </PageFrame>
  );
};
