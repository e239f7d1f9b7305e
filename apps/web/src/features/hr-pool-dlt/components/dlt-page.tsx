import { lazy, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { DltWorker } from '@portal/contracts/hr-pool/dlt';
import { CANDIDATE_GENDERS } from '@portal/contracts/hr-pool/enums';
import type { Role } from '@portal/contracts/roles';
import { pathTo } from '@portal/contracts/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar, type FilterField } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanWrite } from '../../../lib/auth/use-can-write';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useJobOptions } from '../../../lib/lookups/job-options';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { HrPoolTabs } from '../../hr-pool/tabs';
import { useDltWorkers } from '../api/list-dlt-workers';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { useDltLabels } from './dlt-labels';
import { useOpenedRow } from '../../../components/data-table/use-opened-row';

// The dialogs (MUI's dialog, the forms with their schemas and zod) load when one opens (decision 0064).
const AddWorkerDialog = lazy(() =>
  import('./add-worker-dialog').then((m) => ({ default: m.AddWorkerDialog })),
);
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));
const TakeDialog = lazy(() => import('./take-dialog').then((m) => ({ default: m.TakeDialog })));

const FILTER_KEYS = ['q', 'gender', 'jobId', 'taken'] as const;
/** Who sees the register itself; the local offices get an explanation instead (the API refuses them). */
const REGISTER_READERS: readonly Role[] = ['ADMIN', 'EPRO', 'FMOL'];

/**
 * `hr-pool/dlt` (DLT candidates tab): the ministry (FMOL) sees its country's register with who
 * took each worker, adds one or imports a file; an agency (EPRO) sees its country's workers not
 * taken yet and takes one into its pool; admins see all. Filters, sort and page in the URL.
 */
export const DltPage = () => {
  const role = useCredentials()?.establishment.role;
  const readsRegister = role !== undefined && REGISTER_READERS.includes(role);
  if (readsRegister) return <DltRegister role={role} />;
  return (
    <PageFrame>
      <HrPoolTabs current="dlt" />
      <OfficeNote />
    </PageFrame>
  );
};

/** A local office opens the tab: what the register is and where its candidates are. */
const OfficeNote = () => {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      <AlertTitle>{t('hrPoolDlt.officeNote.title')}</AlertTitle>
      {t('hrPoolDlt.officeNote.body')}
    </Alert>
  );
};

const DltRegister = ({ role }: { role: Role }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const labels = useDltLabels();
  const list = useListSearchParams(FILTER_KEYS);
  const canWrite = useCanWrite('hrPool.dlt');
  const canRegister = role === 'FMOL' && canWrite;
  const canTake = role === 'EPRO' && canWrite;
  const seesTaken = role !== 'EPRO';
  const query = useMemo(
    () => ({
      ...list.filters,
      ...(!seesTaken && { taken: undefined }),
      page: list.page,
      size: list.size,
      ...(list.sort && { sort: list.sort, dir: list.dir }),
    }),
    [list.filters, list.page, list.size, list.sort, list.dir, seesTaken],
  );
  const workers = useDltWorkers(query);
  const jobs = useJobOptions();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [taking, setTaking] = useOpenedRow(workers.data?.items);
  const name = (worker: DltWorker) => localized(worker.name, language);

  const fields: FilterField[] = [
    { kind: 'text', name: 'q', label: t('hrPoolDlt.search') },
    {
      kind: 'select',
      name: 'gender',
      label: labels.field('gender'),
      options: CANDIDATE_GENDERS.map((value) => ({ value, label: labels.label('gender', value) })),
    },
    {
      kind: 'select',
      name: 'jobId',
      label: labels.field('job'),
      options: (jobs.data ?? []).map((job) => ({
        value: String(job.id),
        label: localized(job.name, language),
      })),
    },
    ...(seesTaken
      ? [
          {
            kind: 'select' as const,
            name: 'taken',
            label: t('hrPoolDlt.takenFilter'),
            options: ['false', 'true'].map((value) => ({
              value,
              label: t(`hrPoolDlt.takenOptions.${value}`),
            })),
          },
        ]
      : []),
  ];

  const columns: DataTableColumn<DltWorker>[] = [
    {
      id: language === 'ar-SA' ? 'nameAr' : 'nameEn',
      label: labels.field('name'),
      sortable: true,
      render: (worker) => <bdi dir="auto">{name(worker)}</bdi>,
    },
    {
      id: 'passportNumber',
      label: labels.field('passportNumber'),
      sortable: true,
      render: (worker) => <bdi dir="ltr">{worker.passportNumber}</bdi>,
    },
    ...(role === 'ADMIN'
      ? [
          {
            id: 'country',
            label: labels.field('country'),
            render: (worker: DltWorker) => <bdi dir="auto">{localized(worker.country.name, language)}</bdi>,
          },
        ]
      : []),
    {
      id: 'gender',
      label: labels.field('gender'),
      render: (worker) => labels.label('gender', worker.gender),
    },
    {
      id: 'job',
      label: labels.field('job'),
      render: (worker) => <bdi dir="auto">{localized(worker.job.name, language)}</bdi>,
    },
    {
      id: 'birthDate',
      label: labels.field('birthDate'),
      sortable: true,
      render: (worker) => <DateText value={worker.birthDate} />,
    },
    {
      id: 'experienceYears',
      label: labels.field('experienceYears'),
      align: 'right',
      render: (worker) => worker.experienceYears,
    },
    {
      id: 'languages',
      label: labels.field('languages'),
      render: (worker) =>
        worker.languages
          .map((code) => labels.label('language', code))
          .join(language === 'ar-SA' ? '، ' : ', '),
    },
    ...(seesTaken
      ? [
          {
            id: 'takenBy',
            label: labels.field('takenBy'),
            render: (worker: DltWorker) =>
              worker.takenBy ? (
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('hrPoolDlt.taken', { agency: localized(worker.takenBy.name, language) })}
                  />
                  {worker.candidateId !== null ? (
                    <Link
                      component={RouterLink}
                      to={pathTo('hrPool.candidate', { id: worker.candidateId })}
                      variant="body2"
                    >
                      {t('hrPoolDlt.openCandidate', { name: name(worker) })}
                    </Link>
                  ) : null}
                </Stack>
              ) : (
                <Chip size="small" variant="outlined" color="success" label={t('hrPoolDlt.free')} />
              ),
          },
        ]
      : []),
    {
      id: 'createdAt',
      label: labels.field('createdAt'),
      sortable: true,
      render: (worker) => <DateText value={worker.createdAt.slice(0, 10)} />,
    },
  ];

  const filtered = Object.keys(list.filters).length > 0;
  const emptyKey = filtered ? 'empty' : role === 'EPRO' ? 'emptyAgency' : 'emptyAll';
  return (
    <PageFrame
      actions={
        canRegister ? (
          <>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
              {t('hrPoolDlt.import')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('hrPoolDlt.add')}
            </Button>
          </>
        ) : null
      }
    >
      <HrPoolTabs current="dlt" />
      <FilterBar
        fields={fields}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<DltWorker>
        label={t('hrPoolDlt.list')}
        columns={columns}
        {...listTableProps(list, workers)}
        getRowId={(worker) => worker.id}
        rowLabel={(worker) =>
          t('hrPoolDlt.rowLabel', { name: name(worker), passport: worker.passportNumber })
        }
        emptyMessage={t(`hrPoolDlt.${emptyKey}`)}
        rowActions={
          canTake
            ? (worker) => [{ id: 'take', label: t('hrPoolDlt.take'), onClick: () => setTaking(worker) }]
            : undefined
        }
      />
      {canRegister ? (
        <>
          <LoadWhenOpened open={adding}>
            <AddWorkerDialog open={adding} onClose={() => setAdding(false)} />
          </LoadWhenOpened>
          <LoadWhenOpened open={importing}>
            <ImportDialog open={importing} onClose={() => setImporting(false)} />
          </LoadWhenOpened>
        </>
      ) : null}
      {canTake ? (
        <LoadWhenOpened open={taking !== null}>
          <TakeDialog worker={taking} onClose={() => setTaking(null)} />
        </LoadWhenOpened>
      ) : null}
    </PageFrame>
  );
};
