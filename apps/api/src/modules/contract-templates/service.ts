import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { todayInKingdom } from '@portal/contracts/constants';
import {
  clausesToText,
  type ContractTemplate,
  type ContractTemplateContent,
  type ContractTemplateCreate,
  type ContractTemplateSummary,
  type ContractTemplateUpdate,
  type ContractTemplateVersion,
  type CurrentContractTemplate,
} from '@portal/contracts/contract-templates';
import type { Database } from '../../db/client';
import { contractTemplates, contractTemplateVersions, countries } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { updateVersioned } from '../../lib/versioned-update';
import { creationChanges, diffChanges, recordChange, type Executor } from '../../platform/history/service';
import {
  findCurrentVersion,
  findTemplate,
  findTemplateOfCountry,
  findTemplates,
  findVersions,
  type TemplateRow,
  type TemplateVersionRow,
} from './repository';

const name = (row: { nameAr: string; nameEn: string }) => ({ ar: row.nameAr, en: row.nameEn });

export const presentVersion = (row: TemplateVersionRow): ContractTemplateVersion => ({
  id: row.id,
  version: row.version,
  officeClausesAr: row.officeClausesAr,
  officeClausesEn: row.officeClausesEn,
  agencyClausesAr: row.agencyClausesAr,
  agencyClausesEn: row.agencyClausesEn,
  paymentTermsAr: row.paymentTermsAr,
  paymentTermsEn: row.paymentTermsEn,
  inForceFrom: row.inForceFrom,
  createdAt: row.createdAt.toISOString(),
  createdBy: { id: row.creator.id, name: name(row.creator) },
});

/** The version in force today of the given ones (newest first): the newest whose day has come. */
const inForce = (versions: readonly TemplateVersionRow[], today: string) =>
  [...versions]
    .filter((version) => version.inForceFrom <= today)
    .sort((a, b) => b.inForceFrom.localeCompare(a.inForceFrom) || b.version - a.version)[0] ?? null;

const summaryOf = (
  template: TemplateRow,
  country: { id: number; nameAr: string; nameEn: string },
  versions: readonly TemplateVersionRow[],
): ContractTemplateSummary => ({
  id: template.id,
  country: { id: country.id, name: name(country) },
  latestVersion: template.latestVersion,
  currentVersion: inForce(versions, todayInKingdom())?.version ?? null,
  updatedAt: template.updatedAt.toISOString(),
});

/** `GET /api/contract-templates`: every country's template. */
export const listTemplates = async (db: Database): Promise<ContractTemplateSummary[]> => {
  const rows = await findTemplates(db);
  const versions = await findVersions(
    db,
    rows.map((row) => row.template.id),
  );
  return rows.map((row) =>
    summaryOf(
      row.template,
      row.country,
      versions.filter((version) => version.templateId === row.template.id),
    ),
  );
};

/** `GET /api/contract-templates/{id}`: the template with its versions, newest first. */
export const getTemplate = async (db: Executor, id: number): Promise<ContractTemplate> => {
  const row = await findTemplate(db, id);
  if (!row) throw notFound();
  const versions = await findVersions(db, [id]);
  return {
    ...summaryOf(row.template, row.country, versions),
    rowVersion: row.template.rowVersion,
    versions: versions.map(presentVersion),
  };
};

/** `GET /api/contract-templates/current?countryId=`: what the wizard starts from (null: none). */
export const currentTemplate = async (db: Database, countryId: number): Promise<CurrentContractTemplate> => {
  const version = await findCurrentVersion(db, countryId, todayInKingdom());
  return version ? { ...presentVersion(version), countryId } : null;
};

/** What the history keeps of a version's wording: clauses one a line, so a diff reads as text. */
const historyOf = (content: ContractTemplateContent, version: number) => ({
  version,
  officeClausesAr: clausesToText(content.officeClausesAr),
  officeClausesEn: clausesToText(content.officeClausesEn),
  agencyClausesAr: clausesToText(content.agencyClausesAr),
  agencyClausesEn: clausesToText(content.agencyClausesEn),
  paymentTermsAr: content.paymentTermsAr,
  paymentTermsEn: content.paymentTermsEn,
  inForceFrom: content.inForceFrom,
});

const contentOf = (input: ContractTemplateContent): ContractTemplateContent => ({
  officeClausesAr: input.officeClausesAr,
  officeClausesEn: input.officeClausesEn,
  agencyClausesAr: input.agencyClausesAr,
  agencyClausesEn: input.agencyClausesEn,
  paymentTermsAr: input.paymentTermsAr,
  paymentTermsEn: input.paymentTermsEn,
  inForceFrom: input.inForceFrom,
});

const insertVersion = (
  tx: Executor,
  templateId: number,
  version: number,
  content: ContractTemplateContent,
  userId: number,
) => tx.insert(contractTemplateVersions).values({ templateId, version, ...content, createdBy: userId });

const countryTaken = (language: Language) =>
  conflict('contractTemplates.countryTaken', {
    fieldErrors: { countryId: [translate(language, 'contractTemplates.countryTaken')] },
  });

/**
 * `POST /api/contract-templates`: the country's template at version 1. A country that does not
 * exist is a 400 on the field; one that has a template a 409 (one template per country).
 */
export const createTemplate = async (
  db: Database,
  userId: number,
  input: ContractTemplateCreate,
  language: Language,
): Promise<ContractTemplate> => {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, input.countryId));
  if (!country)
    throw badRequest('errors.validation', {
      fieldErrors: { countryId: [translate(language, 'countries.unknown')] },
    });
  if (await findTemplateOfCountry(db, input.countryId)) throw countryTaken(language);
  const content = contentOf(input);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contractTemplates)
      .values({ countryId: input.countryId, latestVersion: 1, createdBy: userId, updatedBy: userId })
      .onConflictDoNothing()
      .returning({ id: contractTemplates.id });
    if (!created) throw countryTaken(language);
    await insertVersion(tx, created.id, 1, content, userId);
    const recorded = { countryId: input.countryId, ...historyOf(content, 1) };
    await recordChange(tx, {
      entityType: 'contractTemplate',
      entityId: created.id,
      action: 'create',
      changedBy: userId,
      changes: creationChanges(recorded, Object.keys(recorded) as (keyof typeof recorded)[]),
    });
    return created.id;
  });
  return getTemplate(db, id);
};

/**
 * `PUT /api/contract-templates/{id}`: a new version with the given wording; the earlier ones stay
 * as they were (contracts that started from them keep pointing at them). 409 when the template
 * moved since it was read (row version, decision 0039).
 */
export const updateTemplate = async (
  db: Database,
  userId: number,
  id: number,
  { rowVersion, ...input }: ContractTemplateUpdate,
): Promise<ContractTemplate> => {
  await db.transaction(async (tx) => {
    const current = await findTemplate(tx, id, true);
    if (!current) throw notFound();
    const [latest] = await findVersions(tx, [id]);
    const version = current.template.latestVersion + 1;
    const content = contentOf(input);
    await updateVersioned(
      tx,
      contractTemplates,
      { id, rowVersion },
      { latestVersion: version, updatedBy: userId, updatedAt: new Date() },
    );
    await insertVersion(tx, id, version, content, userId);
    const before = latest ? historyOf(latest, latest.version) : {};
    await recordChange(tx, {
      entityType: 'contractTemplate',
      entityId: id,
      action: 'update',
      changedBy: userId,
      changes: diffChanges(before as ReturnType<typeof historyOf>, historyOf(content, version)),
    });
  });
  return getTemplate(db, id);
};
