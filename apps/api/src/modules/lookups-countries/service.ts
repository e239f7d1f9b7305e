import type {
  Country,
  CountryInput,
  CountryListQuery,
  CountryOption,
} from '@portal/contracts/lookups-countries';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { diffChanges, recordChange } from '../history/service';
import {
  findCountriesPage,
  findCountry,
  findCountryOptions,
  updateCountryRow,
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

/** Edits names, nationalities and the two flows; code3 is not part of the input (immutable). */
export const updateCountry = (
  db: Database,
  userId: number,
  id: number,
  input: CountryInput,
): Promise<Country> =>
  db.transaction(async (tx) => {
    const current = await findCountry(tx, id, true);
    if (!current) throw notFound();
    const changes = diffChanges(current, input);
    if (Object.keys(changes).length === 0) return toCountry(current);
    const row = await updateCountryRow(tx, id, input);
    await recordChange(tx, {
      entityType: 'country',
      entityId: id,
      action: 'update',
      changedBy: userId,
      changes,
    });
    return toCountry(row);
  });

/** Active for recruitment or not; asking for the state it already has is a 409 (a stale screen). */
export const setCountryActive = (
  db: Database,
  userId: number,
  id: number,
  active: boolean,
): Promise<Country> =>
  db.transaction(async (tx) => {
    const current = await findCountry(tx, id, true);
    if (!current) throw notFound();
    if (current.activeForRecruitment === active)
      throw conflict(active ? 'lookups.alreadyActive' : 'lookups.alreadyInactive');
    const row = await updateCountryRow(tx, id, { activeForRecruitment: active });
    await recordChange(tx, {
      entityType: 'country',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      changedBy: userId,
      changes: { activeForRecruitment: { from: current.activeForRecruitment, to: active } },
    });
    return toCountry(row);
  });

export const countryOptions = async (db: Database, includeId?: number): Promise<CountryOption[]> =>
  (await findCountryOptions(db, includeId)).map(toCountryOption);
