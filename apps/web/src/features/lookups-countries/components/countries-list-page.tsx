import { useTranslation } from 'react-i18next';
import type { Country } from '@portal/contracts/lookups-countries';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
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
  const list = useListSearchParams(FILTER_KEYS);
  const countries = useCountries(list.query);
  const { fieldLabel, yesNoOptions } = useCountryLabels();
  const toggleActive = useToggleCountryActive();

  return (
    <LookupListPage<Country, (typeof FILTER_KEYS)[number]>
      ns="countries"
      path="/admin/country"
      url={COUNTRIES_URL}
      label={t('routes.adminCountry.title')}
      list={list}
      result={countries}
      // Countries have no add page: LOOKUP WRITE is the rule of the other lookups' add pages.
      canWrite={useCanOpen('admin.reasonAdd')}
      canAdd={false}
      filters={[
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
      columns={useCountryColumns()}
      rowLabel={useCountryName()}
      writeActions={(country) => [
        {
          id: 'toggle',
          label: t(country.activeForRecruitment ? 'countries.deactivate' : 'countries.activate'),
          onClick: () => void toggleActive(country),
        },
      ]}
    />
  );
};
