import type { Country } from '@portal/contracts/lookups-countries';
import { useConfirmedToggle } from '../../../components/lookup/use-lookup-confirm';
import { useSetCountryActive } from '../api/set-country-active';
import { useCountryName } from './country-labels';

/** Activate or deactivate a country for recruitment after a confirmation that says what it means. */
export const useToggleCountryActive = () =>
  useConfirmedToggle<Country>({
    ns: 'countries',
    nameOf: useCountryName(),
    isActive: (country) => country.activeForRecruitment,
    mutation: useSetCountryActive(),
  });
