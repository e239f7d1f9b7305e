import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { pathTo } from '@portal/contracts/routes';
import { DateText } from '../../../components/date-text';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { formatCurrency } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { PartyName } from '../../../components/record/party-name';
import { Fact, FactSection } from '../../../components/record/fact';
import { RequestStatusChip } from './status-chip';
import { RecordNumber } from '../../../components/record-number';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/statuses-values';

/** The request at a glance: status, respond-by, parties, the reason of a rejection or cancellation. */
export const RequestSummary = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const partnership = useRouteAllowed('partnershipContracts.view');
  const name = (value: { ar: string; en: string }) => localized(value, i18n.language);
  return (
    <FactSection
      id="request-summary-title"
      title={t('employmentRequests.summary')}
      after={
        request.reason &&
        (request.status === EMPLOYMENT_REQUEST_STATUS.REJECTED ||
          request.status === EMPLOYMENT_REQUEST_STATUS.CANCELLED) ? (
          <Alert
            severity={request.status === EMPLOYMENT_REQUEST_STATUS.REJECTED ? 'error' : 'warning'}
            sx={{ mt: 2 }}
          >
            {t('employmentRequests.fields.reason')}: <bdi dir="auto">{name(request.reason.text)}</bdi>
          </Alert>
        ) : null
      }
    >
      <Fact label={t('employmentRequests.fields.status')}>
        <RequestStatusChip status={request.status} />
      </Fact>
      {request.respondBy ? (
        <Fact label={t('employmentRequests.fields.respondBy')}>
          <DateText value={request.respondBy} />
        </Fact>
      ) : null}
      <Fact label={t('employmentRequests.fields.office')}>
        <PartyName party={request.office} licenseText="employmentRequests.fields.licenseNumber" />
      </Fact>
      <Fact label={t('employmentRequests.fields.agency')}>
        <PartyName party={request.agency} licenseText="employmentRequests.fields.licenseNumber" />
      </Fact>
      <Fact label={t('employmentRequests.fields.country')}>
        <bdi dir="auto">{name(request.country.name)}</bdi>
      </Fact>
      <Fact label={t('employmentRequests.fields.employer')}>
        <bdi dir="auto">{name(request.employer.name)}</bdi> (
        <bdi dir="ltr">{request.employer.nationalId}</bdi>)
      </Fact>
      <Fact label={t('employmentRequests.fields.candidate')}>
        <bdi dir="auto">{name(request.candidate.name)}</bdi> (
        <RecordNumber value={request.candidate.passportNumber} />)
      </Fact>
      <Fact label={t('employmentRequests.fields.visa')}>
        <RecordNumber value={request.visa.number} />
      </Fact>
      <Fact label={t('employmentRequests.fields.officeLocation')}>
        {t(`employmentRequests.locations.${request.officeLocation}`)}
      </Fact>
      <Fact label={t('employmentRequests.fields.partnershipContract')}>
        {partnership ? (
          <Link
            component={RouterLink}
            to={pathTo('partnershipContracts.view', { id: request.partnershipContract.id })}
          >
            <RecordNumber value={request.partnershipContract.number ?? request.partnershipContract.id} />
          </Link>
        ) : (
          <RecordNumber value={request.partnershipContract.number ?? request.partnershipContract.id} />
        )}
      </Fact>
      <Fact label={t('employmentRequests.fields.createdAt')}>
        <DateText value={request.createdAt} />
      </Fact>
      {request.contractedAt ? (
        <Fact label={t('employmentRequests.fields.contractedAt')}>
          <DateText value={request.contractedAt} />
        </Fact>
      ) : null}
    </FactSection>
  );
};

/** The terms the office agreed with the employer. */
export const RequestTerms = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { terms } = request;
  return (
    <FactSection id="request-terms-title" title={t('employmentRequests.terms.title')}>
      <Fact label={t('employmentRequests.terms.monthlySalary')}>
        {formatCurrency(terms.monthlySalary, language)}
      </Fact>
      <Fact label={t('employmentRequests.terms.durationMonths')}>
        {t('employmentRequests.terms.months', { count: terms.durationMonths })}
      </Fact>
      <Fact label={t('employmentRequests.terms.probationDays')}>
        {t('employmentRequests.terms.days', { count: terms.probationDays })}
      </Fact>
      <Fact label={t('employmentRequests.terms.recruitmentFee')}>
        {formatCurrency(terms.recruitmentFee, language)}
      </Fact>
    </FactSection>
  );
};
