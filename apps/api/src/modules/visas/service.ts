import type { ListResponse } from '@portal/contracts/list';
import type { Visa, VisaListQuery } from '@portal/contracts/visas';
import type { Database } from '../../db/client';
import { findVisasPage, type VisaWithLookups } from './repository';

export const toVisa = ({ visa, country, job }: VisaWithLookups): Visa => ({
  id: visa.id,
  number: visa.number,
  employerId: visa.employerId,
  country: { id: country.id, code3: country.code3, name: { ar: country.nameAr, en: country.nameEn } },
  gender: visa.gender,
  job: { id: job.id, code: job.code, name: { ar: job.nameAr, en: job.nameEn } },
  issueDate: visa.issueDate,
  expiryDate: visa.expiryDate,
  status: visa.status,
  updatedAt: visa.updatedAt.toISOString(),
});

export const listVisas = async (db: Database, query: VisaListQuery): Promise<ListResponse<Visa>> => {
  const page = await findVisasPage(db, query);
  return { ...page, items: page.items.map(toVisa) };
};
