import type { ListResponse } from '@portal/contracts/list';
import type { WizardCandidate, WizardVisa } from '@portal/contracts/employment-requests/wizard';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visas } from '../../db/schema/index';
import { refusalOf } from '../../lib/access-declaration';
import { notFound } from '../../lib/errors';
import { routeAccess } from '../../lib/route-access';
import type { EstablishmentSession } from '../../types/session';
import {
  countWizardCandidates,
  findLineTerms,
  findSelectable,
  findTakeableVisas,
  findWizardCandidates,
  wizardCandidatesWhere,
  type VisaWithRefs,
} from './wizard-repository';

const nameOf = (row: { nameAr: string; nameEn: string }) => ({ ar: row.nameAr, en: row.nameEn });

/**
 * The HR pool serves a candidate's photo and CV to whoever may read its candidates (spec 6); every
 * candidate the wizard offers is one the office sees there, so its cards link to them unless that
 * read rule refuses the caller (a sub-user without the HR pool module).
 */
const CANDIDATE_DOCUMENTS_READ = routeAccess('hrPool.candidate', 'READ');
const CANDIDATES_URL = '/api/hr-pool/candidates';

export const toWizardVisa = ({ visa, country, job }: VisaWithRefs): WizardVisa => ({
  id: visa.id,
  number: visa.number,
  country: {
    id: country.id,
    code3: country.code3,
    name: nameOf(country),
    usesApprovalFlow: country.usesApprovalFlow,
  },
  gender: visa.gender,
  job: { id: job.id, code: job.code, name: nameOf(job) },
  issueDate: visa.issueDate,
  expiryDate: visa.expiryDate,
});

/** `GET .../wizard/visas`: the employer's AVAILABLE, unexpired visas of countries open to recruitment. */
export const wizardVisas = async (db: Database, nationalId: string) => ({
  items: (await findTakeableVisas(db, nationalId)).map(toWizardVisa),
});

/**
 * `GET .../wizard/candidates`: for a visa, the AVAILABLE candidates of its gender and career of
 * the agencies holding an ACTIVE partnership contract with the office for its country, each with
 * that contract's line for the career and gender (the econtracting bounds), newest first.
 */
export const wizardCandidates = async (
  db: Database,
  session: EstablishmentSession,
  query: { visaId?: number | undefined; q?: string | undefined; page: number; size: number },
): Promise<ListResponse<WizardCandidate>> => {
  const [visa] = query.visaId ? await db.select().from(visas).where(eq(visas.id, query.visaId)) : [];
  if (!visa) throw notFound();
  const officeId = session.organization.id;
  const where = wizardCandidatesWhere(officeId, visa, query.q);
  const [rows, total] = await Promise.all([
    findWizardCandidates(db, where, query.size, query.page * query.size),
    countWizardCandidates(db, where),
  ]);
  const terms = await findLineTerms(db, {
    officeId,
    countryId: visa.countryId,
    jobId: visa.jobId,
    gender: visa.gender,
    agencyIds: [...new Set(rows.map((row) => row.agency.id))],
  });
  const documents = refusalOf(CANDIDATE_DOCUMENTS_READ, session.membership) === null;
  const items = rows.map(({ candidate, agency }): WizardCandidate => {
    const line = terms.get(agency.id);
    return {
      id: candidate.id,
      name: nameOf(candidate),
      passportNumber: candidate.passportNumber,
      agency: { id: agency.id, name: nameOf(agency) },
      birthDate: candidate.birthDate,
      experienceYears: candidate.experienceYears,
      languages: candidate.languages as WizardCandidate['languages'],
      expectedSalary: candidate.expectedSalary,
      religion: candidate.religion,
      photoUrl:
        documents && candidate.photoThumbFileId ? `${CANDIDATES_URL}/${candidate.id}/photo?size=thumb` : null,
      cvUrl: documents && candidate.cvFileId ? `${CANDIDATES_URL}/${candidate.id}/cv` : null,
      terms: line ? { monthlySalary: line.monthlySalary, recruitmentFee: line.recruitmentFee } : null,
    };
  });
  return { items, total, page: query.page, size: query.size };
};

/** `GET .../wizard/availability`: which of a draft's candidates the office can no longer choose. */
export const unavailableCandidates = async (
  db: Database,
  session: EstablishmentSession,
  ids: readonly number[],
) => {
  const selectable = new Set((await findSelectable(db, session.organization.id, ids)).map((row) => row.id));
  return { unavailable: ids.filter((id) => !selectable.has(id)) };
};
