import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Employer } from '@portal/contracts/employers';
import { pathTo } from '@portal/contracts/routes';
import { DateText } from '../../../components/date-text';
import { Fact, FactSection } from '../../../components/record/fact';
import { HistoryPanel } from '../../../components/record/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { localized } from '../../../lib/i18n/localized';
import { RequestsPanel } from '../../employment-requests/requests-panel';
import { useEmployer } from '../api/employers-api';
import { idOf } from '../../../components/record/query-state';
import { EmployerQueryState } from './employer-query-state';

const EmployerFacts = ({ employer }: { employer: Employer }) => {
  const { t } = useTranslation();
  return (
    <FactSection id="employer-details-title" title={t('employers.details')}>
      <Fact label={t('employers.fields.nationalId')}>
        <bdi dir="ltr">{employer.nationalId}</bdi>
      </Fact>
      <Fact label={t('employers.fields.nameAr')}>
        <bdi dir="rtl">{employer.nameAr}</bdi>
      </Fact>
      <Fact label={t('employers.fields.nameEn')}>
        <bdi dir="ltr">{employer.nameEn}</bdi>
      </Fact>
      <Fact label={t('employers.fields.mobile')}>
        <bdi dir="ltr">{employer.mobile}</bdi>
      </Fact>
      <Fact label={t('employers.fields.city')}>{t(`employers.cities.${employer.city}`)}</Fact>
      <Fact label={t('employers.fields.address')}>
        <bdi dir="auto">{employer.address}</bdi>
      </Fact>
      <Fact label={t('employers.fields.createdAt')}>
        <DateText value={employer.createdAt} />
      </Fact>
      <Fact label={t('employers.fields.updatedAt')}>
        <DateText value={employer.updatedAt} />
      </Fact>
    </FactSection>
  );
};

/** `employers/{id}`: the employer, its requests the caller sees, and the history. */
export const EmployerPage = () => {
  const { t, i18n } = useTranslation();
  const id = idOf(useParams().id);
  const employer = useEmployer(id);
  const canEditRoute = useRouteAllowed('employers.edit');
  if (!employer.data) return <EmployerQueryState id={id} employer={employer} />;
  const data = employer.data;
  return (
    <PageFrame
      title={t('employers.title', { name: localized(data.name, i18n.language) })}
      actions={
        data.canEdit && canEditRoute ? (
          <Button variant="contained" component={RouterLink} to={pathTo('employers.edit', { id: data.id })}>
            {t('employers.edit')}
          </Button>
        ) : null
      }
    >
      <Stack spacing={2}>
        <EmployerFacts employer={data} />
        <RequestsPanel
          title={t('employers.requests')}
          filters={{ employerId: data.id }}
          omit={['employer']}
        />
        <HistoryPanel entityType="employer" entityId={data.id} />
      </Stack>
    </PageFrame>
  );
};
