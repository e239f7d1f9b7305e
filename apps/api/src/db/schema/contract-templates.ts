import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { editableRowColumns } from './editable-row';
import { countries } from './lookups';
import { users } from './users';

/**
 * The standard partnership contract of one sending country (issue 25, decision 0053): the head row
 * carries the country and the latest version's number; each save adds a version row, never changed.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: requiredReference(() => countries.id),
    /** The number of the newest version (1 at creation). */
    latestVersion: integer().notNull().default(1),
    ...editableRowColumns(),
  },
  (t) => [uniqueIndex('contract_templates_country_uq').on(t.countryId)],
);

/** One saved version of a template: each side's clauses and the payment terms, in both languages. */
export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateId: requiredReference(() => contractTemplates.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    officeClausesAr: jsonb().$type<string[]>().notNull(),
    officeClausesEn: jsonb().$type<string[]>().notNull(),
    agencyClausesAr: jsonb().$type<string[]>().notNull(),
    agencyClausesEn: jsonb().$type<string[]>().notNull(),
    paymentTermsAr: text().notNull(),
    paymentTermsEn: text().notNull(),
    /** Calendar day from which the version is the one the wizard starts from. */
    inForceFrom: date({ mode: 'string' }).notNull(),
    createdBy: requiredReference(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_template_versions_uq').on(t.templateId, t.version),
    index('contract_template_versions_in_force_idx').on(t.templateId, t.inForceFrom),
  ],
);
