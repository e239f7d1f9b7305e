import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { DateText } from '../../../components/date-text';
import { Fact, FactSection } from '../../../components/record/fact';
import { PartyName } from '../../../components/record/party-name';
import { HistoryPanel } from '../../../components/record/history-panel';
import { RecordClocks } from '../../../components/record/record-clocks';
import { PageFrame } from '../../../components/page-frame';
import { localized } from '../../../lib/i18n/localized';
import { useContract } from '../api/get-contract';
import { contractName } from '../contract-name';
import { ContractActions } from './contract-actions';
import { ContractTerms } from './contract-terms';
import { ContractVersions } from './contract-versions';
import { ContractQueryState, hasContract } from './contract-query-state';
import { ContractStatusChip } from './status-chip';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/contracts-values';

const Summary = ({ contract }: { contract: PartnershipContract }) => {
  const { t, i18n } = useTranslation();
  return (
    <FactSection
      id="contract-parties-title"
      title={t('partnershipContracts.parties')}
      after={
        <>
          {contract.rejectionReason && contract.status === PARTNERSHIP_CONTRACT_STATUS.REJECTED ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('partnershipContracts.rejectionReason')}:{' '}
              <bdi dir="auto">{localized(contract.rejectionReason.text, i18n.language)}</bdi>
            </Alert>
          ) : null}
          {contract.cancellation && contract.status === PARTNERSHIP_CONTRACT_STATUS.PENDING_CANCELLATION ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('partnershipContracts.cancellation', {
                side: t(`partnershipContracts.sides.${contract.cancellation.askedBy}`),
              })}
              {contract.cancellation.reason ? (
                <>
                  {' · '}
                  {t('partnershipContracts.cancellationReason')}:{' '}
                  <bdi dir="auto">{localized(contract.cancellation.reason.text, i18n.language)}</bdi>
                </>
              ) : null}
            </Alert>
          ) : null}
          {contract.hasPendingUpdate ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {contract.pendingUpdate?.programmeTermsVersion ? (
                <Typography component="strong" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('partnershipContracts.pendingProgrammeTerms', {
                    version: contract.pendingUpdate.programmeTermsVersion,
                  })}
                </Typography>
              ) : null}
              {contract.pendingUpdate && !contract.pendingUpdate.termsChanged
                ? t('partnershipContracts.pendingProgrammeTermsOnly')
                : t('partnershipContracts.pendingUpdateNotice')}
            </Alert>
          ) : null}
        </>
      }
    >
      <Fact label={t('partnershipContracts.fields.status')}>
        <ContractStatusChip status={contract.status} />
      </Fact>
      <Fact label={t('partnershipContracts.fields.office')}>
        <PartyName party={contract.office} licenseText="partnershipContracts.fields.licenseNumber" />
      </Fact>
      <Fact label={t('partnershipContracts.fields.agency')}>
        <PartyName party={contract.agency} licenseText="partnershipContracts.fields.licenseNumber" />
      </Fact>
      <Fact label={t('partnershipContracts.fields.country')}>
        <bdi dir="auto">{localized(contract.country.name, i18n.language)}</bdi>
      </Fact>
      <Fact label={t('partnershipContracts.fields.termsVersion')}>
        <bdi dir="ltr">{contract.termsVersion}</bdi>
      </Fact>
      <Fact label={t('partnershipContracts.fields.programmeTermsVersion')}>
        {contract.programmeTermsVersion ? (
          <bdi dir="ltr">{contract.programmeTermsVersion}</bdi>
        ) : (
          t('partnershipContracts.fields.programmeTermsUnknown')
        )}
      </Fact>
      <Fact label={t('partnershipContracts.fields.createdAt')}>
        <DateText value={contract.createdAt} />
      </Fact>
      <Fact label={t('partnershipContracts.fields.updatedAt')}>
        <DateText value={contract.updatedAt} />
      </Fact>
    </FactSection>
  );
};

/** `partnership-contracts/{id}`: status, parties, terms, the actions, the versions and the history. */
export const ContractPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const contract = useContract(id);
  if (!hasContract(id, contract) || !contract.data) return <ContractQueryState id={id} contract={contract} />;
  const data = contract.data;
  return (
    <PageFrame
      title={t('partnershipContracts.title', { name: contractName(data, t) })}
      actions={<ContractActions contract={data} />}
    >
      <Stack spacing={2}>
        <Summary contract={data} />
        <RecordClocks clocks={data.clocks} />
        <ContractTerms terms={data} template={data.template} />
        <ContractVersions contractId={data.id} />
        <HistoryPanel entityType="partnershipContract" entityId={data.id} />
      </Stack>
    </PageFrame>
  );
};
