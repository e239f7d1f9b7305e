import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { contractTemplates, contractTemplateVersions, countries, users } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

export type TemplateRow = typeof contractTemplates.$inferSelect;
export type TemplateVersionRow = typeof contractTemplateVersions.$inferSelect & {
  creator: { id: number; nameAr: string; nameEn: string };
};

const versionColumns = {
  id: contractTemplateVersions.id,
  templateId: contractTemplateVersions.templateId,
  version: contractTemplateVersions.version,
  officeClausesAr: contractTemplateVersions.officeClausesAr,
  officeClausesEn: contractTemplateVersions.officeClausesEn,
  agencyClausesAr: contractTemplateVersions.agencyClausesAr,
  agencyClausesEn: contractTemplateVersions.agencyClausesEn,
  paymentTermsAr: contractTemplateVersions.paymentTermsAr,
  paymentTermsEn: contractTemplateVersions.paymentTermsEn,
  inForceFrom: contractTemplateVersions.inForceFrom,
  createdBy: contractTemplateVersions.createdBy,
  createdAt: contractTemplateVersions.createdAt,
  creator: { id: users.id, nameAr: users.nameAr, nameEn: users.nameEn },
};

/** Every template with its country's names, by country name. */
export const findTemplates = (executor: Executor) =>
  executor
    .select({
      template: contractTemplates,
      country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
    })
    .from(contractTemplates)
    .innerJoin(countries, eq(countries.id, contractTemplates.countryId))
    .orderBy(asc(countries.nameEn));

export const findTemplate = async (executor: Executor, id: number, lock = false) => {
  const query = executor
    .select({
      template: contractTemplates,
      country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
    })
    .from(contractTemplates)
    .innerJoin(countries, eq(countries.id, contractTemplates.countryId))
    .where(eq(contractTemplates.id, id));
  const [row] = await (lock ? query.for('update', { of: contractTemplates }) : query);
  return row ?? null;
};

export const findTemplateOfCountry = async (executor: Executor, countryId: number) => {
  const [row] = await executor
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(eq(contractTemplates.countryId, countryId));
  return row ?? null;
};

/** The versions of the given templates, newest first. */
export const findVersions = (executor: Executor, templateIds: number[]): Promise<TemplateVersionRow[]> =>
  templateIds.length === 0
    ? Promise.resolve([])
    : executor
        .select(versionColumns)
        .from(contractTemplateVersions)
        .innerJoin(users, eq(users.id, contractTemplateVersions.createdBy))
        .where(inArray(contractTemplateVersions.templateId, templateIds))
        .orderBy(desc(contractTemplateVersions.version));

/** The version of a country in force on `day`: the newest whose day has come. */
export const findCurrentVersion = async (
  executor: Executor,
  countryId: number,
  day: string,
): Promise<TemplateVersionRow | null> => {
  const [row] = await executor
    .select(versionColumns)
    .from(contractTemplateVersions)
    .innerJoin(contractTemplates, eq(contractTemplates.id, contractTemplateVersions.templateId))
    .innerJoin(users, eq(users.id, contractTemplateVersions.createdBy))
    .where(and(eq(contractTemplates.countryId, countryId), lte(contractTemplateVersions.inForceFrom, day)))
    .orderBy(desc(contractTemplateVersions.inForceFrom), desc(contractTemplateVersions.version))
    .limit(1);
  return row ?? null;
};

/** One version by its id (what a partnership contract refers to). */
export const findVersionById = async (executor: Executor, id: number): Promise<TemplateVersionRow | null> => {
  const [row] = await executor
    .select(versionColumns)
    .from(contractTemplateVersions)
    .innerJoin(users, eq(users.id, contractTemplateVersions.createdBy))
    .where(eq(contractTemplateVersions.id, id));
  return row ?? null;
};
