import { useTranslation } from 'react-i18next';
import { CANDIDATE_GENDERS, CANDIDATE_STATUSES } from '@portal/contracts/hr-pool/enums';
import type { CountryOption } from '@portal/contracts/lookups-countries';
import type { Role } from '@portal/contracts/roles';
import { multiValues, type FilterField } from '../../../components/filters/filter-bar';
import { localized } from '../../../lib/i18n/localized';
import type { ListFilters } from '../../../lib/list/use-list-search-params';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import { useJobOptions } from '../../../lib/lookups/job-options';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useCandidateLabels } from './candidate-labels';

export const CANDIDATE_FILTER_KEYS = ['q', 'countryIds', 'gender', 'careers', 'statuses'] as const;
export type CandidateFilterKey = (typeof CANDIDATE_FILTER_KEYS)[number];

/** Roles whose candidates are their own country's: the country filter is theirs already. */
const COUNTRY_SCOPED: readonly Role[] = ['EPRO', 'FMOL', 'FOREIGN_EMBASSY'];

const ID = /^[1-9]\d{0,9}$/;

/**
 * Spec 3: the career filter is left out where a country in scope does not require it (the
 * countries lookup's `careerRequiredInFilters`, false for Indonesia). A country-scoped person's
 * scope is their own country (hidden until the countries are known); for the others, any
 * selected country without the flag hides it.
 */
export const careerFilterShown = (
  countries: readonly CountryOption[] | undefined,
  ownCountry: { id: number; code3: string } | null | undefined,
  countryScoped: boolean,
  selectedCountryIds: readonly string[],
): boolean => {
  if (countryScoped) {
    if (!ownCountry) return true;
    // Hidden until the countries are known, so an Indonesian agency never sees it appear.
    if (!countries) return false;
    const own = countries.find(
      (country) => country.id === ownCountry.id || country.code3 === ownCountry.code3,
    );
    return own ? own.careerRequiredInFilters : true;
  }
  if (selectedCountryIds.length === 0) return true;
  return selectedCountryIds.every((id) => {
    const country = countries?.find((option) => String(option.id) === id);
    return country ? country.careerRequiredInFilters : true;
  });
};

/** The filters as the API takes them: only well-formed values, careers left out while hidden. */
export const candidateApiFilters = (
  filters: ListFilters<CandidateFilterKey>,
  showCareers: boolean,
  showCountries: boolean,
): ListFilters<CandidateFilterKey> => {
  const ids = (value: string | undefined) => multiValues(value).filter((id) => ID.test(id));
  const oneOf = (value: string | undefined, allowed: readonly string[]) =>
    multiValues(value).filter((item) => allowed.includes(item));
  const join = (values: string[]) => (values.length ? [...new Set(values)].join(',') : undefined);
  const result: ListFilters<CandidateFilterKey> = {
    q: filters.q,
    countryIds: showCountries ? join(ids(filters.countryIds)) : undefined,
    gender: join(oneOf(filters.gender, CANDIDATE_GENDERS)),
    careers: showCareers ? join(ids(filters.careers)) : undefined,
    statuses: join(oneOf(filters.statuses, CANDIDATE_STATUSES)),
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value),
  ) as ListFilters<CandidateFilterKey>;
};

/** The filter bar's fields for the signed-in person, and which of the optional ones show. */
export const useCandidateFilterFields = (filters: ListFilters<CandidateFilterKey>) => {
  const { t, i18n } = useTranslation();
  const labels = useCandidateLabels();
  const credentials = useCredentials();
  const role = credentials?.establishment.role;
  const countryScoped = role !== undefined && COUNTRY_SCOPED.includes(role);
  const ownCountry = credentials?.organization.country;
  // The own country is asked for even when it is no longer active for recruitment.
  const countries = useCountryOptions(countryScoped ? ownCountry?.id : undefined);
  const jobs = useJobOptions();
  const showCountries = !countryScoped;
  const showCareers = careerFilterShown(
    countries.data,
    ownCountry,
    countryScoped,
    showCountries ? multiValues(filters.countryIds) : [],
  );
  const fields: FilterField[] = [
    { kind: 'text', name: 'q', label: t('hrPoolCandidates.search') },
    ...(showCountries
      ? [
          {
            kind: 'multiselect' as const,
            name: 'countryIds',
            label: labels.field('countries'),
            options: (countries.data ?? []).map((country) => ({
              value: String(country.id),
              label: localized(country.name, i18n.language),
            })),
          },
        ]
      : []),
    { kind: 'select', name: 'gender', label: labels.field('gender'), options: labels.options('gender') },
    ...(showCareers
      ? [
          {
            kind: 'multiselect' as const,
            name: 'careers',
            label: labels.field('careers'),
            options: (jobs.data ?? []).map((job) => ({
              value: String(job.id),
              label: localized(job.name, i18n.language),
            })),
          },
        ]
      : []),
    {
      kind: 'multiselect',
      name: 'statuses',
      label: labels.field('statuses'),
      options: labels.options('status'),
    },
  ];
  return { fields, showCareers, showCountries };
};
