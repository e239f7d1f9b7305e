import type { Language } from '@portal/contracts/constants';
import type { PartnershipContractBody } from '@portal/contracts/partnership-contracts/wizard';
import type { Database } from '../../db/client';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import { findCountry, findEpros, findJobs, type LineView } from './repository';

const fieldError = (language: Language, field: string, key: MessageKey) =>
  badRequest('errors.validation', { fieldErrors: { [field]: [translate(language, key)] } });

/**
 * The body's records exist and may be used (400 naming the field otherwise): a country open to
 * recruitment, an agency the office may contract in it (the `epros` list), active careers.
 * Answers the lines with their career names.
 */
export const checkReferences = async (
  db: Database,
  body: PartnershipContractBody,
  language: Language,
): Promise<LineView[]> => {
  const country = await findCountry(db, body.countryId);
  if (!country?.activeForRecruitment)
    throw fieldError(language, 'countryId', 'partnership.countryUnavailable');
  const agencies = await findEpros(db, body.countryId);
  if (!agencies.some((row) => row.agency.id === body.agencyId)) {
    throw fieldError(language, 'agencyId', 'partnership.agencyUnavailable');
  }
  const jobs = new Map(
    (await findJobs(db, [...new Set(body.lines.map((line) => line.jobId))])).map((job) => [job.id, job]),
  );
  const fieldErrors: Record<string, string[]> = {};
  const lines = body.lines.map((line, index) => {
    const job = jobs.get(line.jobId);
    if (!job?.active) fieldErrors[`lines.${index}.jobId`] = [translate(language, 'partnership.jobUnknown')];
    return {
      ...line,
      paymentTermsAr: line.paymentTermsAr ?? line.paymentTerms,
      jobNameAr: job?.nameAr ?? '',
      jobNameEn: job?.nameEn ?? '',
    };
  });
  if (Object.keys(fieldErrors).length > 0) throw badRequest('errors.validation', { fieldErrors });
  return lines;
};
