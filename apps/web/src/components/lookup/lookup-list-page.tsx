import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ListFilters, ListSearchParams } from '../../lib/list/use-list-search-params';
import { DataTable, type DataTableColumn, type RowAction } from '../data-table/data-table';
import { listTableProps, type ListTableResult } from '../data-table/list-table-props';
import { ExportMenu } from '../export-menu';
import { FilterBar, type FilterField } from '../filters/filter-bar';
import { PageFrame } from '../page-frame';

export type LookupListPageProps<T extends { id: number }, K extends string> = {
  /** The lookup's texts: `<ns>.fileName`, `.add`, `.edit`, `.view`. */
  ns: string;
  /** The list screen; records open at `${path}/{id}`, the add page is `${path}/add`. */
  path: string;
  /** The API list URL; the export is `${url}/export`. */
  url: string;
  /** The table's accessible name. */
  label: string;
  list: ListSearchParams<K>;
  result: ListTableResult<T>;
  canWrite: boolean;
  /** An add button for writers (default true; countries are only edited). */
  canAdd?: boolean;
  filters: FilterField[];
  columns: DataTableColumn<T>[];
  rowLabel: (row: T) => string;
  /** The row actions after "open" (edit or view); hidden from those who may only read. */
  writeActions?: (row: T) => Omit<RowAction<T>, 'hidden'>[];
  /** What an empty result says (default: the lists' "no records"). */
  emptyMessage?: string;
};

/**
 * A lookup's list screen: filters, sort and page in the URL, export, add, open a record, and the
 * writers' row actions (activate/deactivate, delete).
 */
export const LookupListPage = <T extends { id: number }, K extends string>(
  props: LookupListPageProps<T, K>,
) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ns, path, list, result, canWrite } = props;
  const exportMenu = (
    <ExportMenu url={`${props.url}/export`} query={list.query} fileBase={t(`${ns}.fileName`)} />
  );
  return (
    <PageFrame
      actions={
        props.canAdd === false ? (
          exportMenu
        ) : (
          <>
            {exportMenu}
            {canWrite ? (
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${path}/add`}>
                {t(`${ns}.add`)}
              </Button>
            ) : null}
          </>
        )
      }
    >
      <FilterBar
        fields={props.filters}
        values={list.filters}
        onApply={(values) => list.setFilters(values as ListFilters<K>)}
        onClear={list.clearFilters}
      />
      <DataTable<T>
        label={props.label}
        columns={props.columns}
        {...listTableProps(list, result)}
        getRowId={(row) => row.id}
        rowLabel={props.rowLabel}
        emptyMessage={props.emptyMessage}
        rowActions={(row) => [
          {
            id: 'open',
            label: t(canWrite ? `${ns}.edit` : `${ns}.view`),
            onClick: () => void navigate(`${path}/${row.id}`),
          },
          ...(props.writeActions?.(row) ?? []).map((action) => ({ ...action, hidden: !canWrite })),
        ]}
      />
    </PageFrame>
  );
};
