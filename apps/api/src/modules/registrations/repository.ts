import { and, eq, inArray, or } from 'drizzle-orm';
import { KINGDOM_CODE3, type Registration, type RegistrationListQuery } from '@portal/contracts/registration';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { countries, files, registrations } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch } from '../../lib/list/list-query';
import { fileInfoOf } from '../../platform/uploads/store';

type Row = { registration: typeof registrations.$inferSelect; country: typeof countries.$inferSelect | null };

const toRegistrations = async (db: Database, rows: Row[]): Promise<Registration[]> => {
  const ids = rows.flatMap((row) => row.registration.documentFileIds);
  const documents = ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : [];
  return rows.map(({ registration: r, country }) => ({
    id: r.id,
    reference: r.reference,
    organizationType: r.organizationType,
    nameAr: r.nameAr,
    nameEn: r.nameEn,
    country: country && {
      id: country.id,
      code3: country.code3,
      nameAr: country.nameAr,
      nameEn: country.nameEn,
    },
    licenseNumber: r.licenseNumber,
    licenseDate: r.licenseDate,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    email: r.email,
    city: r.city,
    addressAr: r.addressAr,
    addressEn: r.addressEn,
    documents: r.documentFileIds.flatMap((id) => {
      const file = documents.find((d) => d.id === id);
      return file ? [fileInfoOf(file)] : [];
    }),
    status: r.status,
    decisionNote: r.decisionNote,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    organizationId: r.organizationId,
    createdAt: r.createdAt.toISOString(),
  }));
};

const select = (db: Database) =>
  db
    .select({ registration: registrations, country: countries })
    .from(registrations)
    .leftJoin(countries, eq(countries.id, registrations.countryId));

export const listRegistrations = async (
  db: Database,
  query: RegistrationListQuery,
): Promise<ListResponse<Registration>> => {
  const where = and(
    query.status ? eq(registrations.status, query.status) : undefined,
    textSearch(query.q, [
      registrations.nameEn,
      registrations.nameAr,
      registrations.reference,
      registrations.email,
    ]),
  );
  const order = orderByOf(
    { sort: query.sort, dir: query.sort ? query.dir : 'desc' },
    { createdAt: registrations.createdAt, nameEn: registrations.nameEn, status: registrations.status },
    'createdAt',
    registrations.id,
  );
  return runListPage(
    query,
    async (limit, offset) =>
      toRegistrations(
        db,
        await select(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    () => countWhere(db, registrations, where),
  );
};

export const findRegistration = async (db: Database, id: number): Promise<Registration | undefined> => {
  const rows = await select(db).where(eq(registrations.id, id)).limit(1);
  return (await toRegistrations(db, rows))[0];
};

/** The kingdom and the sending countries open for recruitment (`registrationCountriesSchema`). */
export const findCountryOptions = async (db: Database) =>
  db
    .select({ id: countries.id, code3: countries.code3, nameAr: countries.nameAr, nameEn: countries.nameEn })
    .from(countries)
    .where(or(eq(countries.activeForRecruitment, true), eq(countries.code3, KINGDOM_CODE3)))
    .orderBy(countries.nameEn);

/** Whether the form may name this country for the organisation type (`registrationCountryFits`). */
export const findRegistrationCountry = async (db: Database, countryId: number) => {
  const options = await findCountryOptions(db);
  return options.find((option) => option.id === countryId) ?? null;
};
