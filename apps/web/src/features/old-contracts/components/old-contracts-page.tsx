import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasAccess } from '@portal/contracts/access';
import type { OldContract } from '@portal/contracts/hr-pool/old-contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar } from '../../../components/filters/filter-bar';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { HrPoolTabs } from '../../hr-pool/tabs';
import { useOldContracts } from '../api/list-old-contracts';
import { RecordNumber } from '../../../components/record-number';
import { useOpenedRow } from '../../../components/data-table/use-opened-row';

// The dialogs load when one opens (decision 0064): the first screen is the search and the list.
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));
const OldContractDialog = lazy(() =>
  import('./old-contract-dialog').then((m) => ({ default: m.OldContractDialog })),
);

const FILTER_KEYS = ['passport', 'visa', 'employerId'] as const;

/**
 * `hr-pool/old-contracts` (HR pool tab) and `old-contracts` (the Saudi side, embassies and the
 * labour ministry): old worker contracts the caller's country rule lets it see, searched by exact
 * passport, visa number or employer id (trimmed, kept in the URL), 10 a page, each opened in a
 * dialog with all its fields; admins import CSV or XLSX files. The HR pool tabs show above when the
 * person may open another tab (FMOL: the DLT tab).
 */
export const OldContractsPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const credentials = useCredentials();
  const list = useListSearchParams(FILTER_KEYS);
  const contracts = useOldContracts(list.query);
  const [opened, setOpened] = useOpenedRow(contracts.data?.items);
  const [importing, setImporting] = useState(false);
  // As the API's import: admins with HR_POOL WRITE.
  const canImport =
    credentials?.establishment.role === 'ADMIN' && hasAccess(credentials.accessRights, 'HR_POOL', 'WRITE');
  const searching = Object.keys(list.filters).length > 0;

  const columns: DataTableColumn<OldContract>[] = [
    {
      id: 'contractNumber',
      label: t('oldContracts.fields.contractNumber'),
      render: (contract) => (
        <Link component="button" type="button" onClick={() => setOpened(contract)}>
          <RecordNumber value={contract.contractNumber} />
        </Link>
      ),
    },
    {
      id: 'passportNumber',
      label: t('oldContracts.fields.passportNumber'),
      render: (contract) => <RecordNumber value={contract.passportNumber} />,
    },
    {
      id: 'workerName',
      label: t('oldContracts.fields.workerName'),
      render: (contract) => <bdi dir="auto">{localized(contract.workerName, language)}</bdi>,
    },
    {
      id: 'country',
      label: t('oldContracts.fields.country'),
      render: (contract) => <bdi dir="auto">{localized(contract.country.name, language)}</bdi>,
    },
    {
      id: 'visaNumber',
      label: t('oldContracts.fields.visaNumber'),
      render: (contract) => <RecordNumber value={contract.visaNumber} />,
    },
    {
      id: 'employerId',
      label: t('oldContracts.fields.employerId'),
      render: (contract) => <bdi dir="ltr">{contract.employerId}</bdi>,
    },
    {
      id: 'contractDate',
      label: t('oldContracts.fields.contractDate'),
      render: (contract) => <DateText value={contract.contractDate} />,
    },
  ];

  return (
    <PageFrame
      actions={
        canImport ? (
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
            {t('oldContracts.import.open')}
          </Button>
        ) : null
      }
    >
      <HrPoolTabs current="oldContracts" />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('oldContracts.searchHint')}
      </Typography>
      <FilterBar
        fields={[
          { kind: 'text', name: 'passport', label: t('oldContracts.search.passport') },
          { kind: 'text', name: 'visa', label: t('oldContracts.search.visa') },
          { kind: 'text', name: 'employerId', label: t('oldContracts.search.employerId') },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<OldContract>
        label={t('oldContracts.list')}
        columns={columns}
        {...listTableProps(list, contracts)}
        getRowId={(contract) => contract.id}
        rowLabel={(contract) =>
          t('oldContracts.rowLabel', { number: contract.contractNumber, passport: contract.passportNumber })
        }
        emptyMessage={t(searching ? 'oldContracts.empty' : 'oldContracts.emptyAll')}
        formatTotal={
          contracts.data?.totalIsEstimate ? (total) => t('oldContracts.about', { total }) : undefined
        }
        rowActions={(contract) => [
          { id: 'open', label: t('oldContracts.open'), onClick: () => setOpened(contract) },
        ]}
      />
      <LoadWhenOpened open={opened !== null}>
        <OldContractDialog
          id={opened?.id ?? null}
          number={opened?.contractNumber}
          onClose={() => setOpened(null)}
        />
      </LoadWhenOpened>
      {canImport ? (
        <LoadWhenOpened open={importing}>
          <ImportDialog open={importing} onClose={() => setImporting(false)} />
        </LoadWhenOpened>
      ) : null}
    </PageFrame>
  );
};
