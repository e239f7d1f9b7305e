import { lazy, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { Visa } from '@portal/contracts/visas';
import { VISA_GENDERS, VISA_STATUSES } from '@portal/contracts/visas-values';
import { DataTable } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { VISAS_URL, useVisas } from '../api/list-visas';
import { useVisaColumns } from './visa-columns';

// The import dialog loads when it opens (decision 0064).
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));

const FILTER_KEYS = ['q', 'gender', 'status'] as const;

/** `/admin/visa` (adminVisa flag): employers' visas, filters in the URL, export, CSV import, add, open. */
export const VisasListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const visas = useVisas(list.query);
  // LOOKUP WRITE, as the API's import and save.
  const canWrite = useCanOpen('admin.visaAdd');
  const columns = useVisaColumns();
  const [importing, setImporting] = useState(false);
  return (
    <PageFrame
      actions={
        <>
          <ExportMenu url={`${VISAS_URL}/export`} query={list.query} fileBase={t('visas.fileName')} />
          {canWrite ? (
            <>
              <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
                {t('visas.import')}
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/admin/visa/add">
                {t('visas.add')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('visas.search') },
          {
            kind: 'select',
            name: 'gender',
            label: t('visas.fields.gender'),
            options: VISA_GENDERS.map((value) => ({ value, label: t(`visas.gender.${value}`) })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('visas.fields.status'),
            options: VISA_STATUSES.map((value) => ({ value, label: t(`visas.status.${value}`) })),
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Visa>
        label={t('routes.adminVisa.title')}
        columns={columns}
        {...listTableProps(list, visas)}
        getRowId={(visa) => visa.id}
        rowLabel={(visa) => visa.number}
        rowActions={(visa) => [
          {
            id: 'open',
            label: t(canWrite ? 'visas.edit' : 'visas.view'),
            onClick: () => void navigate(`/admin/visa/${visa.id}`),
          },
        ]}
      />
      <LoadWhenOpened open={importing}>
        <ImportDialog open={importing} onClose={() => setImporting(false)} />
      </LoadWhenOpened>
    </PageFrame>
  );
};
