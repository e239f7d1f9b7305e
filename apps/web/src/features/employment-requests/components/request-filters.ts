import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_REQUEST_DUE_FILTERS,
  EMPLOYMENT_REQUEST_STATUSES,
} from '@portal/contracts/employment-requests/schemas';
import { multiValues, type FilterField } from '../../../components/filters/filter-bar';
import { localized } from '../../../lib/i18n/localized';
import type { ListFilters } from '../../../lib/list/use-list-search-params';
import { useCountryOptions } from '../../../lib/lookups/country-options';

export const REQUEST_FILTER_KEYS = ['q', 'status', 'countryId', 'bulkId', 'due'] as const;
export type RequestFilterKey = (typeof REQUEST_FILTER_KEYS)[number];

const ID = /^[1-9]\d{0,9}$/;

/** The URL's filters as the API takes them: only well-formed values (a bad id filters nothing). */
export const requestApiFilters = (filters: ListFilters<RequestFilterKey>): Record<string, string> => {
  const statuses = multiValues(filters.status).filter((status) =>
    (EMPLOYMENT_REQUEST_STATUSES as readonly string[]).includes(status),
  );
  const result: Record<string, string | undefined> = {
    q: filters.q,
    status: statuses.length ? [...new Set(statuses)].join(',') : undefined,
    countryId: filters.countryId && ID.test(filters.countryId) ? filters.countryId : undefined,
    bulkId: filters.bulkId && ID.test(filters.bulkId) ? filters.bulkId : undefined,
    due:
      filters.due && (EMPLOYMENT_REQUEST_DUE_FILTERS as readonly string[]).includes(filters.due)
        ? filters.due
        : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value)) as Record<string, string>;
};

/** The filter bar: text, statuses, country, bulk number and the answers' due moment (decision 0056). */
export const useRequestFilterFields = (): FilterField[] => {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  return [
    { kind: 'text', name: 'q', label: t('employmentRequests.search') },
    {
      kind: 'multiselect',
      name: 'status',
      label: t('employmentRequests.fields.status'),
      options: EMPLOYMENT_REQUEST_STATUSES.map((status) => ({
        value: status,
        label: t(`employmentRequests.status.${status}`),
      })),
    },
    {
      kind: 'select',
      name: 'countryId',
      label: t('employmentRequests.fields.country'),
      options: (countries.data ?? []).map((country) => ({
        value: String(country.id),
        label: localized(country.name, i18n.language),
      })),
    },
    { kind: 'text', name: 'bulkId', label: t('employmentRequests.fields.bulk') },
    {
      kind: 'select',
      name: 'due',
      label: t('employmentRequests.due.label'),
      options: EMPLOYMENT_REQUEST_DUE_FILTERS.map((due) => ({
        value: due,
        label: t(`employmentRequests.due.${due}`),
      })),
    },
  ];
};
