import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { Country } from '@portal/contracts/lookups-countries';
import { InactiveNote, LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { useCountry } from '../api/get-country';
import { CountryForm } from './country-form';
import { useCountryLabels, useCountryName } from './country-labels';
import { useToggleCountryActive } from './use-toggle-country-active';

/** `/admin/country/{id}`: the country (editable with LOOKUP WRITE, read-only with READ) and its history. */
export const CountryPage = () => {
  const { t } = useTranslation();
  const nameOf = useCountryName();
  const toggleActive = useToggleCountryActive();
  return (
    <LookupRecordPage<Country, ReturnType<typeof useCountryLabels>>
      useRecord={useCountry}
      useLabels={useCountryLabels}
      notFoundKey="countries.notFound"
      // Countries have no add page: LOOKUP WRITE is the rule of the other lookups' add pages.
      writeRoute="admin.reasonAdd"
      entityType="country"
      title={nameOf}
      actions={(country) => (
        <Button variant="outlined" onClick={() => void toggleActive(country)}>
          {t(country.activeForRecruitment ? 'countries.deactivate' : 'countries.activate')}
        </Button>
      )}
      summary={(country) => (
        <InactiveNote active={country.activeForRecruitment}>{t('countries.inactiveNote')}</InactiveNote>
      )}
      form={(country, readOnly) => <CountryForm country={country} readOnly={readOnly} />}
    />
  );
};
