import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { TransferContract, TransferEmployer } from '@portal/contracts/transfer-contracts/schemas';
import { DateText } from '../../../components/date-text';
import { formatCurrency, formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { PartyName } from '../../../components/record/party-name';
import { Fact, FactSection } from '../../../components/record/fact';
import { TransferStatusChip } from './status-chip';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';

/** The transfer at a glance: status, parties, worker, fee, consent, the reason of a rejection. */
export const TransferSummary = ({ transfer }: { transfer: TransferContract }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const name = (value: { ar: string; en: string }) => localized(value, i18n.language);
  return (
    <FactSection
      id="transfer-summary-title"
      title={t('transferContracts.summary')}
      after={
        transfer.reason && transfer.status === TRANSFER_CONTRACT_STATUS.REJECTED ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('transferContracts.fields.reason')}: <bdi dir="auto">{name(transfer.reason.text)}</bdi>
          </Alert>
        ) : null
      }
    >
      <Fact label={t('transferContracts.fields.status')}>
        <TransferStatusChip status={transfer.status} />
      </Fact>
      <Fact label={t('transferContracts.fields.worker')}>
        <bdi dir="auto">{name(transfer.worker.name)}</bdi> (
        <bdi dir="ltr">{transfer.worker.passportNumber}</bdi>)
      </Fact>
      <Fact label={t('transferContracts.fields.country')}>
        <bdi dir="auto">{name(transfer.country.name)}</bdi>
      </Fact>
      <Fact label={t('transferContracts.fields.office')}>
        <PartyName party={transfer.office} licenseText="transferContracts.fields.licenseNumber" />
      </Fact>
      <Fact label={t('transferContracts.fields.agency')}>
        {transfer.agency ? (
          <PartyName party={transfer.agency} licenseText="transferContracts.fields.licenseNumber" />
        ) : (
          t('transferContracts.fields.noAgency')
        )}
      </Fact>
      <Fact label={t('transferContracts.fields.fee')}>{formatCurrency(transfer.fee, language)}</Fact>
      <Fact label={t('transferContracts.fields.consent')}>
        {transfer.workerConsent
          ? t('transferContracts.fields.consentGiven', {
              date: formatDateForReading(transfer.workerConsentAt, language),
            })
          : t('transferContracts.fields.consentMissing')}
      </Fact>
      <Fact label={t('transferContracts.fields.officeLocation')}>
        {t(`transferContracts.locations.${transfer.officeLocation}`)}
      </Fact>
      <Fact label={t('transferContracts.fields.createdAt')}>
        <DateText value={transfer.createdAt} />
      </Fact>
      {transfer.completedAt ? (
        <Fact label={t('transferContracts.fields.completedAt')}>
          <DateText value={transfer.completedAt} />
        </Fact>
      ) : null}
    </FactSection>
  );
};

/** One employer of the transfer (the current one or the new one). */
export const TransferEmployerFacts = ({
  id,
  title,
  employer,
}: {
  id: string;
  title: string;
  employer: TransferEmployer;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <FactSection id={id} title={title}>
      <Fact label={t('transferContracts.employer.nationalId')}>
        <bdi dir="ltr">{employer.nationalId}</bdi>
      </Fact>
      <Fact label={t('transferContracts.employer.name')}>
        <bdi dir="auto">{localized(employer.name, i18n.language)}</bdi>
      </Fact>
      <Fact label={t('transferContracts.employer.mobile')}>
        <bdi dir="ltr">{employer.mobile}</bdi>
      </Fact>
      <Fact label={t('transferContracts.employer.city')}>{t(`employers.cities.${employer.city}`)}</Fact>
      <Fact label={t('transferContracts.employer.address')}>
        <bdi dir="auto">{employer.address}</bdi>
      </Fact>
    </FactSection>
  );
};
