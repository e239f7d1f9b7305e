import type {
  Country,
  CountryInput,
  CountryListQuery,
  CountryOption,
} from '@portal/contracts/lookups-countries';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lookupWrites } from '../../lib/lookup-crud/lookup-writes';
import {
  countryStore,
  findCountriesPage,
  findCountry,
  findCountryNames,
  findCountryOptions,
  type CountryRow,
} from './repository';

export const toCountry = (row: CountryRow): Country => ({
  id: row.id,
  code3: row.code3,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  nationalityAr: row.nationalityAr,
  nationalityEn: row.nationalityEn,
  activeForRecruitment: row.activeForRecruitment,
  usesApprovalFlow: row.usesApprovalFlow,
  careerRequiredInFilters: row.careerRequiredInFilters,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

export const toCountryOption = (row: CountryRow): CountryOption => ({
  id: row.id,
  code3: row.code3,
  name: { ar: row.nameAr, en: row.nameEn },
  nationality: { ar: row.nationalityAr, en: row.nationalityEn },
  usesApprovalFlow: row.usesApprovalFlow,
  careerRequiredInFilters: row.careerRequiredInFilters,
  active: row.activeForRecruitment,
});

export const listCountries = async (
  db: Database,
  query: CountryListQuery,
): Promise<ListResponse<Country>> => {
  const page = await findCountriesPage(db, query);
  return { ...page, items: page.items.map(toCountry) };
};

export const getCountry = async (db: Database, id: number): Promise<Country> => {
  const row = await findCountry(db, id);
  if (!row) throw notFound();
  return toCountry(row);
};

/**
 * Edits names, nationalities and the two flows (code3 is not part of the input: immutable), and
 * activates or deactivates a country for recruitment.
 */
const countryWrites = lookupWrites<CountryRow, CountryInput, Country>({
  entityType: 'country',
  store: { find: countryStore.find, update: countryStore.update, remove: countryStore.remove },
  fields: [],
  present: (_db, row) => toCountry(row),
  activeField: 'activeForRecruitment',
});

export const updateCountry = countryWrites.update;
export const setCountryActive = countryWrites.setActive;

export const countryOptions = async (db: Database, includeId?: number): Promise<CountryOption[]> =>
  (await findCountryOptions(db, includeId)).map(toCountryOption);

/** A country's names (for other lookups' messages), or null when it does not exist. */
export const countryNames = findCountryNames;
