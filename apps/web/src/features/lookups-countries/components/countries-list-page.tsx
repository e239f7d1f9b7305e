import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Country } from '@portal/contracts/lookups-countries';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { COUNTRIES_URL, useCountries } from '../api/list-countries';
import { useCountryColumns } from './country-columns';
import { useCountryLabels, useCountryName } from './country-labels';
import { useToggleCountryActive } from './use-toggle-country-active';

const FILTER_KEYS = ['q', 'activeForRecruitment', 'usesApprovalFlow', 'careerRequiredInFilters'] as const;

/** `/admin/country`: the countries lookup: filters and page in the URL, export, open, (de)activate. */
export const CountriesListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const countries = useCountries(list.query);
  const canWrite = useCanOpen('admin.reasonAdd');
  const columns = useCountryColumns();
  const { fieldLabel, yesNoOptions } = useCountryLabels();
  const nameOf = useCountryName();
  const toggleActive = useToggleCountryActive();

  return (
    <PageFrame
      actions={
        <ExportMenu url={`${COUNTRIES_URL}/export`} query={list.query} fileBase={t('countries.fileName')} />
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('countries.search') },
          {
            kind: 'select',
            name: 'activeForRecruitment',
            label: fieldLabel('activeForRecruitment'),
            options: [
              { value: 'true', label: t('countries.status.active') },
              { value: 'false', label: t('countries.status.inactive') },
            ],
          },
          {
            kind: 'select',
            name: 'usesApprovalFlow',
            label: fieldLabel('usesApprovalFlow'),
            options: yesNoOptions,
          },
          {
            kind: 'select',
            name: 'careerRequiredInFilters',
            label: fieldLabel('careerRequiredInFilters'),
            options: yesNoOptions,
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Country>
        label={t('routes.adminCountry.title')}
        columns={columns}
        rows={countries.data?.items}
        total={countries.data?.total}
        getRowId={(country) => country.id}
        rowLabel={nameOf}
        page={list.page}
        size={list.size}
        sort={list.sort}
        dir={list.dir}
        onSort={list.toggleSort}
        onPageChange={list.setPage}
        loading={countries.isFetching}
        error={countries.error}
        onRetry={() => void countries.refetch()}
        rowActions={(country) => [
          {
            id: 'open',
            label: t(canWrite ? 'countries.edit' : 'countries.view'),
            onClick: () => void navigate(`/admin/country/${country.id}`),
          },
          {
            id: 'toggle',
            label: t(country.activeForRecruitment ? 'countries.deactivate' : 'countries.activate'),
            hidden: !canWrite,
            onClick: () => void toggleActive(country),
          },
        ]}
      />
    </PageFrame>
  );
};
