import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { pathTo } from '@portal/contracts/routes';
import { DateText } from '../../../components/date-text';
import { PageFrame } from '../../../components/page-frame';
import { ProtectedImage } from '../../../components/protected-file/protected-image';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { localized } from '../../../lib/i18n/localized';
import { Fact, FactSection } from '../../../components/record/fact';
import { RequestLinks } from './request-links';
import { RequestQueryState, useRequestOfAddress } from './request-page';

/** The way to the party's own record, below its facts. */
const OpenButton = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button component={RouterLink} to={to} variant="outlined" size="small" sx={{ mt: 2 }}>
    {children}
  </Button>
);

const EmployerFacts = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const canOpen = useRouteAllowed('employers.view');
  const { employer } = request;
  return (
    <FactSection
      id="request-employer-title"
      title={t('employmentRequests.employer.title')}
      after={
        canOpen ? (
          <OpenButton to={pathTo('employers.view', { id: employer.id })}>
            {t('employmentRequests.employer.open')}
          </OpenButton>
        ) : null
      }
    >
      <Fact label={t('employmentRequests.employer.nationalId')}>
        <bdi dir="ltr">{employer.nationalId}</bdi>
      </Fact>
      <Fact label={t('employmentRequests.employer.name')}>
        <bdi dir="auto">{localized(employer.name, i18n.language)}</bdi>
      </Fact>
      <Fact label={t('employmentRequests.employer.mobile')}>
        <bdi dir="ltr">{employer.mobile}</bdi>
      </Fact>
      <Fact label={t('employmentRequests.employer.city')}>{t(`employers.cities.${employer.city}`)}</Fact>
      <Fact label={t('employmentRequests.employer.address')}>
        <bdi dir="auto">{employer.address}</bdi>
      </Fact>
    </FactSection>
  );
};

const VisaFacts = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const { visa } = request;
  return (
    <FactSection id="request-visa-title" title={t('employmentRequests.visa.title')}>
      <Fact label={t('employmentRequests.visa.number')}>
        <bdi dir="ltr">{visa.number}</bdi>
      </Fact>
      <Fact label={t('employmentRequests.visa.job')}>
        <bdi dir="auto">{localized(visa.job.name, i18n.language)}</bdi>
      </Fact>
      <Fact label={t('employmentRequests.visa.gender')}>
        {t(`employmentRequests.genders.${visa.gender}`)}
      </Fact>
      <Fact label={t('employmentRequests.visa.issueDate')}>
        <DateText value={visa.issueDate} />
      </Fact>
      <Fact label={t('employmentRequests.visa.expiryDate')}>
        <DateText value={visa.expiryDate} />
      </Fact>
    </FactSection>
  );
};

/** `employment-requests/{id}/employer`: the employer of the request and the visa it uses. */
export const RequestEmployerPage = () => {
  const { id, request } = useRequestOfAddress();
  if (!request.data) return <RequestQueryState id={id} request={request} />;
  return (
    <PageFrame>
      <RequestLinks request={request.data} current="employer" />
      <Stack spacing={2}>
        <EmployerFacts request={request.data} />
        <VisaFacts request={request.data} />
      </Stack>
    </PageFrame>
  );
};

/** `employment-requests/{id}/candidate`: the candidate the request names. */
export const RequestCandidatePage = () => {
  const { t, i18n } = useTranslation();
  const { id, request } = useRequestOfAddress();
  const canOpen = useRouteAllowed('hrPool.candidate');
  if (!request.data) return <RequestQueryState id={id} request={request} />;
  const { candidate } = request.data;
  const name = localized(candidate.name, i18n.language);
  return (
    <PageFrame>
      <RequestLinks request={request.data} current="candidate" />
      <FactSection
        id="request-candidate-title"
        title={t('employmentRequests.candidate.title')}
        after={
          canOpen ? (
            <OpenButton to={pathTo('hrPool.candidate', { id: candidate.id })}>
              {t('employmentRequests.candidate.open')}
            </OpenButton>
          ) : null
        }
      >
        <Fact label={t('employmentRequests.candidate.name')}>
          {/* With the name it shows, inside the list's value (a description list holds only terms and values). */}
          {candidate.photoUrl ? (
            <ProtectedImage
              src={candidate.photoUrl}
              alt={t('employmentRequests.candidate.photo', { name })}
              missingLabel={t('employmentRequests.candidate.photoFailed', { name })}
              shape="rounded"
              size={96}
            />
          ) : null}
          <bdi dir="auto">{name}</bdi>
        </Fact>
        <Fact label={t('employmentRequests.candidate.passport')}>
          <bdi dir="ltr">{candidate.passportNumber}</bdi>
        </Fact>
        <Fact label={t('employmentRequests.candidate.gender')}>
          {t(`employmentRequests.genders.${candidate.gender}`)}
        </Fact>
        <Fact label={t('employmentRequests.candidate.birthDate')}>
          <DateText value={candidate.birthDate} />
        </Fact>
        <Fact label={t('employmentRequests.candidate.job')}>
          <bdi dir="auto">{localized(candidate.job.name, i18n.language)}</bdi>
        </Fact>
        <Fact label={t('employmentRequests.candidate.experienceYears')}>{candidate.experienceYears}</Fact>
      </FactSection>
    </PageFrame>
  );
};
