import { useTranslation } from 'react-i18next';
import {
  TRANSFER_CONTRACT_STATUSES,
  type TransferContractStatus,
} from '@portal/contracts/transfer-contracts/schemas';
import { multiValues, type FilterField } from '../../../components/filters/filter-bar';
import { localized } from '../../../lib/i18n/localized';
import type { ListFilters } from '../../../lib/list/use-list-search-params';
import { useCountryOptions } from '../../../lib/lookups/country-options';

export const TRANSFER_FILTER_KEYS = ['q', 'status', 'countryId'] as const;
export type TransferFilterKey = (typeof TRANSFER_FILTER_KEYS)[number];

const ID = /^[1-9]\d{0,9}$/;

const isStatus = (value: string): value is TransferContractStatus =>
  (TRANSFER_CONTRACT_STATUSES as readonly string[]).includes(value);

/** The URL's statuses that are real statuses, each once, in the declared order. */
export const statusesOf = (filters: ListFilters<TransferFilterKey>): TransferContractStatus[] => {
  const chosen = new Set(multiValues(filters.status).filter(isStatus));
  return TRANSFER_CONTRACT_STATUSES.filter((status) => chosen.has(status));
};

/** The URL's filters as the API takes them: only well-formed values (a bad id or status filters nothing). */
export const transferApiFilters = (filters: ListFilters<TransferFilterKey>): Record<string, string> => {
  const statuses = statusesOf(filters);
  const result: Record<string, string | undefined> = {
    q: filters.q?.trim() || undefined,
    status: statuses.length ? statuses.join(',') : undefined,
    countryId: filters.countryId && ID.test(filters.countryId) ? filters.countryId : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value)) as Record<string, string>;
};

/**
 * The status filter after a status chip is pressed: the chip's status added or taken away, or
 * (`null`, the "All" chip) none.
 */
export const toggledStatus = (
  filters: ListFilters<TransferFilterKey>,
  status: TransferContractStatus | null,
): string => {
  if (status === null) return '';
  const current = statusesOf(filters);
  const next = current.includes(status) ? current.filter((one) => one !== status) : [...current, status];
  return TRANSFER_CONTRACT_STATUSES.filter((one) => next.includes(one)).join(',');
};

/** The filter bar: the worker's name or passport (or the number), statuses and country. */
export const useTransferFilterFields = (): FilterField[] => {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  return [
    { kind: 'text', name: 'q', label: t('transferContracts.search') },
    {
      kind: 'multiselect',
      name: 'status',
      label: t('transferContracts.fields.status'),
      options: TRANSFER_CONTRACT_STATUSES.map((status) => ({
        value: status,
        label: t(`transferContracts.status.${status}`),
      })),
    },
    {
      kind: 'select',
      name: 'countryId',
      label: t('transferContracts.fields.country'),
      options: (countries.data ?? []).map((country) => ({
        value: String(country.id),
        label: localized(country.name, i18n.language),
      })),
    },
  ];
};
