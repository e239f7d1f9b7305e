import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { pathTo } from '@portal/contracts/routes';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { localized } from '../../../lib/i18n/localized';
import { Fact, FactSection } from '../../../components/record/fact';
import { TransferQueryState, useTransferOfAddress } from './transfer-page';
import { TransferStatusChip } from './status-chip';
import { TransferLinks } from './transfer-links';
import { RecordNumber } from '../../../components/record-number';

const WorkerFacts = ({ transfer }: { transfer: TransferContract }) => {
  const { t, i18n } = useTranslation();
  const canOpenRequest = useRouteAllowed('employmentRequests.contract');
  const canOpenCandidate = useRouteAllowed('hrPool.candidate');
  const { worker } = transfer;
  return (
    <FactSection
      id="transfer-worker-title"
      title={t('transferContracts.worker.title')}
      after={
        canOpenCandidate && worker.candidateId !== null ? (
          <Button
            component={RouterLink}
            to={pathTo('hrPool.candidate', { id: worker.candidateId })}
            variant="outlined"
            size="small"
            sx={{ mt: 2 }}
          >
            {t('transferContracts.worker.candidate')}
          </Button>
        ) : null
      }
    >
      <Fact label={t('transferContracts.worker.name')}>
        <bdi dir="auto">{localized(worker.name, i18n.language)}</bdi>
      </Fact>
      <Fact label={t('transferContracts.worker.passport')}>
        <RecordNumber value={worker.passportNumber} />
      </Fact>
      <Fact label={t('transferContracts.worker.residentId')}>
        {worker.residentId ? <bdi dir="ltr">{worker.residentId}</bdi> : t('transferContracts.worker.unknown')}
      </Fact>
      <Fact label={t('transferContracts.fields.country')}>
        <bdi dir="auto">{localized(transfer.country.name, i18n.language)}</bdi>
      </Fact>
      {worker.employmentRequest ? (
        <Fact label={t('transferContracts.worker.employmentRequest')}>
          {canOpenRequest ? (
            <Link
              component={RouterLink}
              to={pathTo('employmentRequests.contract', { id: worker.employmentRequest.id })}
            >
              <RecordNumber value={worker.employmentRequest.number} />
            </Link>
          ) : (
            <RecordNumber value={worker.employmentRequest.number} />
          )}
        </Fact>
      ) : null}
      {worker.oldContract ? (
        <Fact label={t('transferContracts.worker.oldContract')}>
          <RecordNumber value={worker.oldContract.contractNumber} />
        </Fact>
      ) : null}
    </FactSection>
  );
};

const MoveFacts = ({ transfer }: { transfer: TransferContract }) => {
  const { t, i18n } = useTranslation();
  const employer = (value: TransferContract['oldEmployer']) => (
    <>
      <bdi dir="auto">{localized(value.name, i18n.language)}</bdi> (<bdi dir="ltr">{value.nationalId}</bdi>)
    </>
  );
  return (
    <FactSection id="transfer-move-title" title={t('transferContracts.worker.transfer')}>
      <Fact label={t('transferContracts.fields.number')}>
        <RecordNumber value={transfer.number} />
      </Fact>
      <Fact label={t('transferContracts.fields.status')}>
        <TransferStatusChip status={transfer.status} />
      </Fact>
      <Fact label={t('transferContracts.worker.from')}>{employer(transfer.oldEmployer)}</Fact>
      <Fact label={t('transferContracts.worker.to')}>{employer(transfer.newEmployer)}</Fact>
    </FactSection>
  );
};

/** `transfer-contracts/{id}/worker-details`: the worker the transfer moves, and where from and to. */
export const WorkerDetailsPage = () => {
  const { id, transfer } = useTransferOfAddress();
  if (!transfer.data) return <TransferQueryState id={id} transfer={transfer} />;
  return (
    <PageFrame>
      <TransferLinks id={transfer.data.id} current="workerDetails" />
      <Stack spacing={2}>
        <WorkerFacts transfer={transfer.data} />
        <MoveFacts transfer={transfer.data} />
      </Stack>
    </PageFrame>
  );
};
