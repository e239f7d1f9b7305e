import type { ListResponse } from '@portal/contracts/list';
import type { Visa, VisaListQuery } from '@portal/contracts/visas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findVisasPage, findVisaWithLookups, type VisaWithLookups } from './repository';

export const toVisa = ({ visa, country, job }: VisaWithLookups): Visa => ({
  id: visa.id,
  number: visa.number,
  employerId: visa.employerId,
  country: {
    id: country.id,
    code3: country.code3,
    name: { ar: country.nameAr, en: country.nameEn },
    active: country.active,
  },
  gender: visa.gender,
  job: { id: job.id, code: job.code, name: { ar: job.nameAr, en: job.nameEn }, active: job.active },
  issueDate: visa.issueDate,
  expiryDate: visa.expiryDate,
  status: visa.status,
  rowVersion: visa.rowVersion,
  updatedAt: visa.updatedAt.toISOString(),
});

export const listVisas = async (db: Database, query: VisaListQuery): Promise<ListResponse<Visa>> => {
  const page = await findVisasPage(db, query);
  return { ...page, items: page.items.map(toVisa) };
};

export const getVisa = async (db: Database, id: number): Promise<Visa> => {
  const row = await findVisaWithLookups(db, id);
  if (!row) throw notFound();
  return toVisa(row);
};
