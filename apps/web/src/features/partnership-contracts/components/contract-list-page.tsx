import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  PARTNERSHIP_CONTRACT_STATUSES,
  type ContractFilterOption,
  type PartnershipContractSummary,
} from '@portal/contracts/partnership-contracts/schemas';
import { pathTo } from '@portal/contracts/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar, type FilterField } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useContractFilterOptions } from '../api/filter-options';
import { useContractList } from '../api/list-contracts';
import { contractName } from '../contract-name';
import { ContractStatusChip } from './status-chip';
import { CreateButton } from '../../../components/write-block/create-button';

const FILTERS = ['status', 'countryId', 'officeId', 'agencyId', 'number', 'from', 'to'] as const;
const OFFICES = new Set(['PRO_OFFICE', 'PRO_COMPANY']);

const byId = (options: ContractFilterOption[]) => [...new Map(options.map((o) => [o.id, o])).values()];

/**
 * `partnership-contracts`: the contracts the caller sees (an office or agency its own, embassies
 * and FMOL their country's, admins all), filters and page in the URL, 10 a page. Offices filter by
 * agency, agencies by office, the others by both.
 */
export const ContractListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const credentials = useCredentials();
  const role = credentials?.establishment.role;
  const list = useListSearchParams(FILTERS);
  const contracts = useContractList(list.query);
  const filterOffices = !OFFICES.has(role ?? '');
  const filterAgencies = role !== 'EPRO';
  const offices = useContractFilterOptions('pro', filterOffices);
  const agencies = useContractFilterOptions('epro', filterAgencies);
  const canAdd = useRouteAllowed('partnershipContracts.wizard');
  const name = (options?: { name: { ar: string; en: string } }) => localized(options?.name, i18n.language);
  const options = (items: ContractFilterOption[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: name(item) }));
  const countries = byId([...(offices.data?.countries ?? []), ...(agencies.data?.countries ?? [])]);
  const viewPath = (row: PartnershipContractSummary) => pathTo('partnershipContracts.view', { id: row.id });

  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('partnershipContracts.fields.status'),
      options: PARTNERSHIP_CONTRACT_STATUSES.map((status) => ({
        value: status,
        label: t(`partnershipContracts.status.${status}`),
      })),
    },
    {
      kind: 'select',
      name: 'countryId',
      label: t('partnershipContracts.fields.country'),
      options: options(countries),
    },
    ...(filterOffices
      ? [
          {
            kind: 'select' as const,
            name: 'officeId',
            label: t('partnershipContracts.fields.office'),
            options: options(offices.data?.organizations),
          },
        ]
      : []),
    ...(filterAgencies
      ? [
          {
            kind: 'select' as const,
            name: 'agencyId',
            label: t('partnershipContracts.fields.agency'),
            options: options(agencies.data?.organizations),
          },
        ]
      : []),
    { kind: 'text', name: 'number', label: t('partnershipContracts.fields.number') },
    { kind: 'date', name: 'from', label: t('partnershipContracts.fields.from') },
    { kind: 'date', name: 'to', label: t('partnershipContracts.fields.to') },
  ];

  const columns: DataTableColumn<PartnershipContractSummary>[] = [
    {
      id: 'number',
      label: t('partnershipContracts.fields.number'),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={viewPath(row)}>
          <bdi>{contractName(row, t)}</bdi>
        </Link>
      ),
    },
    {
      id: 'office',
      label: t('partnershipContracts.fields.office'),
      render: (row) => <bdi dir="auto">{name(row.office)}</bdi>,
    },
    {
      id: 'agency',
      label: t('partnershipContracts.fields.agency'),
      render: (row) => <bdi dir="auto">{name(row.agency)}</bdi>,
    },
    {
      id: 'country',
      label: t('partnershipContracts.fields.country'),
      render: (row) => <bdi dir="auto">{name(row.country)}</bdi>,
    },
    {
      id: 'status',
      label: t('partnershipContracts.fields.status'),
      sortable: true,
      render: (row) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ContractStatusChip status={row.status} />
          {row.hasPendingUpdate ? (
            <Chip size="small" color="warning" label={t('partnershipContracts.pendingUpdate')} />
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'createdAt',
      label: t('partnershipContracts.fields.createdAt'),
      sortable: true,
      render: (row) => <DateText value={row.createdAt} />,
    },
  ];

  return (
    <PageFrame
      actions={
        canAdd ? (
          <CreateButton
            to={pathTo('partnershipContracts.wizard', {})}
            label={t('partnershipContracts.add')}
          />
        ) : null
      }
    >
      <FilterBar
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
        fields={fields}
      />
      <DataTable
        label={t('partnershipContracts.list')}
        columns={columns}
        {...listTableProps(list, contracts, { loading: contracts.isPending })}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('partnershipContracts.rowLabel', { name: contractName(row, t) })}
        emptyMessage={t('partnershipContracts.empty')}
        rowActions={(row) => [
          { id: 'open', label: t('partnershipContracts.open'), onClick: () => navigate(viewPath(row)) },
        ]}
      />
    </PageFrame>
  );
};
