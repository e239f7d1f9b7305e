import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@portal/contracts/routes';
import Stack from '@mui/material/Stack';
import { DataTable } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { PageFrame } from '../../../components/page-frame';
import { localized } from '../../../lib/i18n/localized';
import { useBulk } from '../api/get-request';
import { Fact, FactSection } from '../../../components/record/fact';
import { idOf, RecordQueryState } from '../../../components/record/query-state';
import { contractPath, useRequestColumns } from './request-columns';

const noop = () => undefined;

/** `employment-requests/bulk/{id}`: the requests one submission made, with their statuses. */
export const BulkPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const bulk = useBulk(id);
  const columns = useRequestColumns(['employer', 'office']);
  if (!bulk.data)
    return (
      <RecordQueryState
        id={id}
        query={bulk}
        failed={t('employmentRequests.bulk.loadFailed')}
        backTo={pathTo('employmentRequests')}
      />
    );
  const data = bulk.data;
  return (
    <PageFrame title={t('employmentRequests.bulk.title', { id: data.id })}>
      <Stack spacing={2}>
        <FactSection id="bulk-summary-title" title={t('employmentRequests.summary')}>
          <Fact label={t('employmentRequests.bulk.employer')}>
            <bdi dir="auto">{localized(data.employer.name, i18n.language)}</bdi> (
            <bdi dir="ltr">{data.employer.nationalId}</bdi>)
          </Fact>
          <Fact label={t('employmentRequests.bulk.createdAt')}>
            <DateText value={data.createdAt} />
          </Fact>
          <Fact label={t('employmentRequests.bulk.requests')}>
            {t('employmentRequests.bulk.count', { count: data.requests.length })}
          </Fact>
        </FactSection>
        <DataTable
          label={t('employmentRequests.bulk.requests')}
          columns={columns}
          rows={data.requests}
          total={data.requests.length}
          page={0}
          size={Math.max(data.requests.length, 1)}
          sort={undefined}
          dir="asc"
          onSort={noop}
          onPageChange={noop}
          loading={bulk.isFetching && !bulk.data}
          error={null}
          onRetry={() => void bulk.refetch()}
          getRowId={(row) => row.id}
          rowLabel={(row) => t('employmentRequests.rowLabel', { number: row.number })}
          rowActions={(row) => [
            {
              id: 'open',
              label: t('employmentRequests.open'),
              onClick: () => void navigate(contractPath(row)),
            },
          ]}
        />
      </Stack>
    </PageFrame>
  );
};
