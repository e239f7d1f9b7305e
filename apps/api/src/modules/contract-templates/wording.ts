import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import type { ContractTemplateContentRef } from '@portal/contracts/contract-templates';
import { contractTemplates, contractTemplateVersions } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';

/**
 * A template version's wording as a partnership contract carries it (its page and its document
 * mark where the contract departs from it, decision 0053), with the country it belongs to.
 */
const findWording = async (executor: Executor, versionId: number) => {
  const [row] = await executor
    .select({
      versionId: contractTemplateVersions.id,
      version: contractTemplateVersions.version,
      countryId: contractTemplates.countryId,
      officeClausesAr: contractTemplateVersions.officeClausesAr,
      officeClausesEn: contractTemplateVersions.officeClausesEn,
      agencyClausesAr: contractTemplateVersions.agencyClausesAr,
      agencyClausesEn: contractTemplateVersions.agencyClausesEn,
      paymentTermsAr: contractTemplateVersions.paymentTermsAr,
      paymentTermsEn: contractTemplateVersions.paymentTermsEn,
    })
    .from(contractTemplateVersions)
    .innerJoin(contractTemplates, eq(contractTemplates.id, contractTemplateVersions.templateId))
    .where(eq(contractTemplateVersions.id, versionId));
  return row ?? null;
};

/** The wording of a template version (null for none or one that does not exist). */
export const templateWordingOf = async (
  executor: Executor,
  versionId: number | null | undefined,
): Promise<ContractTemplateContentRef | null> => {
  if (!versionId) return null;
  const row = await findWording(executor, versionId);
  if (!row) return null;
  const { countryId: _countryId, ...wording } = row;
  return wording;
};

/** A contract's template version must be one of its country's: a 400 on the field otherwise. */
export const checkTemplateOfCountry = async (
  executor: Executor,
  versionId: number | null | undefined,
  countryId: number,
  language: Language,
): Promise<void> => {
  if (!versionId) return;
  const row = await findWording(executor, versionId);
  if (row?.countryId === countryId) return;
  throw badRequest('errors.validation', {
    fieldErrors: { templateVersionId: [translate(language, 'contractTemplates.notOfCountry')] },
  });
};
