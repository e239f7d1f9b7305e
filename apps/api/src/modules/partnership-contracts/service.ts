import { and, eq, sql } from 'drizzle-orm';
import { todayInKingdom, type Language } from '@portal/contracts/constants';
import type { ListResponse } from '@portal/contracts/list';
import type {
  ContractFilterOptions,
  EproOption,
  PartnershipContract,
  PartnershipContractListQuery,
  PartnershipContractSummary,
} from '@portal/contracts/partnership-contracts/schemas';
import {
  PARTNERSHIP_REASON_KINDS,
  partnershipContractTransitions,
  type PartnershipContractAction,
  PARTNERSHIP_CONTRACT_STATUS,
} from '@portal/contracts/partnership-contracts/transitions';
import type {
  PartnershipContractBody,
  PartnershipContractUpdate,
} from '@portal/contracts/partnership-contracts/wizard';
import { refusalOf } from '@portal/contracts/transitions/define';
import type { Database } from '../../db/client';
import {
  partnershipContracts,
  partnershipContractVersions,
  type PendingContractUpdate,
} from '../../db/schema/index';
import { template } from '../../db/statement-template';
import { conflict, notFound } from '../../lib/errors';
import { checkVersion } from '../../lib/versioned-update';
import { recordChange, type Executor } from '../../platform/history/service';
import { checkReasonOfKind } from '../../platform/reason-check';
import { actorOf, notAllowedFrom, runTransition } from '../../platform/transition-runner';
import { meetClocksStatement } from '../../platform/clocks/clock-store';
import type { AlongsideStatement } from '../../platform/history/update-with-history';
import { copiesInsert, isTakenCode, MAX_CODE_DRAWS } from '../../platform/verifiable-documents/issue';
import type { VerifiableDocuments } from '../../platform/verifiable-documents/service';
import { closeAnswerClock, moveContractClock, startAnswerClock } from './contract-clocks';
import type { EstablishmentSession } from '../../types/session';
import { checkTemplateOfCountry, templateWordingOf } from '../contract-templates/wording';
import { checkOrganizationLimit, limitHolds, limitRefusalOf } from '../lookups-organization-limits/service';
import { contractDocumentOf, obligationsOf } from './contract-document';
import type { ContractDocument } from './document-model';
import { recordOf, toDetail, toSummary } from './present';
import { checkReferences } from './references';
import {
  countHeldContracts,
  findActiveForProgrammeTerms,
  findContractHead,
  findContractPage,
  findContractView,
  findEpros,
  findFilterOptions,
  findJobs,
  findLines,
  findOrganization,
  HELD_STATUSES,
  readContract,
  replaceLines,
  type ContractHead,
  type ContractHeadRead,
  type ContractView,
  type LineView,
} from './repository';
import { visibleContracts } from './scope';
import { approvalCopies } from './verifiable';

const declaration = partnershipContractTransitions;
const target = {
  table: partnershipContracts,
  id: 'id',
  status: 'status',
  rowVersion: 'rowVersion',
  history: 'partnershipContract',
} as const;

/** The contract the caller acts on, in one statement; with `terms`, what an approval prints of it. */
const visibleView = async (
  db: Database | Executor,
  session: EstablishmentSession,
  id: number,
  terms = false,
): Promise<ContractHeadRead> => {
  const view = await findContractHead(db, id, visibleContracts(session), terms);
  if (!view) throw notFound();
  return view;
};

/** The lines of a pending update, with their careers' names (none when its terms do not change). */
const pendingLinesOf = async (db: Database, contract: ContractView['contract']): Promise<LineView[]> => {
  const terms = contract.pendingUpdate?.terms;
  if (!terms) return [];
  const jobs = new Map(
    (
      await findJobs(
        db,
        terms.lines.map((line) => line.jobId),
      )
    ).map((j) => [j.id, j]),
  );
  return terms.lines.map((line) => ({
    ...line,
    // A pending update stored before decision 0053 has its payment terms in one language.
    paymentTermsAr: line.paymentTermsAr ?? line.paymentTerms,
    jobNameAr: jobs.get(line.jobId)?.nameAr ?? '',
    jobNameEn: jobs.get(line.jobId)?.nameEn ?? '',
  }));
};

export const getContract = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<PartnershipContract> => {
  // One statement: the contract within the caller's visibility with its lines, clocks and template
  // wording (decision 0068); only a pending update's new lines need a second round.
  const read = await readContract(db, id, visibleContracts(session));
  if (!read) throw notFound();
  const pending = read.contract.pendingUpdate
    ? { update: read.contract.pendingUpdate, lines: await pendingLinesOf(db, read.contract) }
    : null;
  return { ...toDetail(read, read.lines, pending, session, read.template), clocks: read.clocks };
};

export const listContracts = async (
  db: Database,
  session: EstablishmentSession,
  query: PartnershipContractListQuery,
): Promise<ListResponse<PartnershipContractSummary>> => {
  const { rows, total } = await findContractPage(db, query, visibleContracts(session));
  return { items: rows.map((row) => toSummary(row, session)), total, page: query.page, size: query.size };
};

const nameOf = (row: { nameAr: string; nameEn: string }) => ({ ar: row.nameAr, en: row.nameEn });

export const filterOptions = async (
  db: Database,
  session: EstablishmentSession,
  side: 'office' | 'agency',
  countryId: number | undefined,
): Promise<ContractFilterOptions> => {
  const { organizationRows, countryRows } = await findFilterOptions(
    db,
    side,
    visibleContracts(session),
    countryId,
  );
  return {
    organizations: organizationRows.map((row) => ({ id: row.id, name: nameOf(row) })),
    countries: countryRows.map((row) => ({ id: row.id, name: nameOf(row) })),
  };
};

export const eproOptions = async (db: Database, countryId: number | undefined): Promise<EproOption[]> =>
  (await findEpros(db, countryId)).map(({ agency, country }) => ({
    id: agency.id,
    name: nameOf(agency),
    licenseNumber: agency.licenseNumber,
    country: { id: country.id, name: nameOf(country) },
  }));

const termsOf = (body: PartnershipContractBody) => ({
  // A body without it (a caller written before decision 0053) keeps the contract's template.
  ...(body.templateVersionId !== undefined && { templateVersionId: body.templateVersionId }),
  officeObligationsAr: body.officeAr,
  officeObligationsEn: body.officeEn,
  agencyObligationsAr: body.agencyAr,
  agencyObligationsEn: body.agencyEn,
});

const storedLines = (body: PartnershipContractBody) =>
  body.lines.map(({ jobId, gender, recruitmentFee, monthlySalary, paymentTerms, paymentTermsAr }) => ({
    jobId,
    gender,
    recruitmentFee,
    monthlySalary,
    paymentTerms,
    // Decision 0053: a caller that sends one language gets it copied as the Arabic wording.
    paymentTermsAr: paymentTermsAr ?? paymentTerms,
  }));

/** What the history keeps of a body: the terms, flat, so a later diff reads field by field. */
const termsHistory = (body: PartnershipContractBody) => ({
  countryId: body.countryId,
  agencyId: body.agencyId,
  officeAr: body.officeAr,
  officeEn: body.officeEn,
  agencyAr: body.agencyAr,
  agencyEn: body.agencyEn,
  lines: storedLines(body),
});

/**
 * `POST .../create`: a DRAFT of the calling office. The agency must be one of `epros` for the
 * country, the careers active (400 on the field), and the office under its organisation limit
 * for the country (409 `limits.exceeded`, checked with the limit row locked).
 */
export const createContract = async (
  db: Database,
  session: EstablishmentSession,
  body: PartnershipContractBody,
  language: Language,
): Promise<PartnershipContract> => {
  await checkReferences(db, body, language);
  await checkTemplateOfCountry(db, body.templateVersionId, body.countryId, language);
  const id = await db.transaction(async (tx) => {
    await checkOrganizationLimit(tx, session.organization.id, body.countryId, {
      activeContracts: countHeldContracts,
      language,
    });
    const [row] = await tx
      .insert(partnershipContracts)
      .values({
        officeId: session.organization.id,
        agencyId: body.agencyId,
        countryId: body.countryId,
        ...termsOf(body),
        createdBy: session.user.id,
        updatedBy: session.user.id,
      })
      .returning({ id: partnershipContracts.id });
    if (!row) throw new Error('contract insert returned no row');
    await replaceLines(tx, row.id, storedLines(body));
    const history = termsHistory(body);
    await recordChange(tx, {
      entityType: 'partnershipContract',
      entityId: row.id,
      action: 'create',
      changedBy: session.user.id,
      changes: {
        status: { from: null, to: PARTNERSHIP_CONTRACT_STATUS.DRAFT },
        ...Object.fromEntries(
          Object.entries(history).map(([key, value]) => [key, { from: null, to: value }]),
        ),
      },
    });
    return row.id;
  });
  return getContract(db, session, id);
};

/**
 * A party the declaration names relative to the record (the side that asked, the other side):
 * when the caller is the contract's office or agency but not that party now, the action is not
 * theirs at this point of the contract's life, a state conflict (409), not a missing right.
 */
const checkTurn = (view: ContractHead, action: PartnershipContractAction, session: EstablishmentSession) => {
  const record = recordOf(view.contract);
  if (refusalOf(declaration, action, record, actorOf(session)) !== 'party') return;
  const me = session.organization.id;
  if (me !== view.contract.officeId && me !== view.contract.agencyId) return;
  const status = view.contract.status;
  const from: readonly string[] = declaration.actions[action].from;
  if (!from.includes(status)) throw notAllowedFrom(declaration.stem, status);
  throw conflict('partnership.notYourTurn', {
    translatedParams: { record: 'partnership.record', status: `partnership.status.${status}` },
  });
};

type RunOptions = {
  /** Columns set beside the status; a function reads them within the transaction. */
  changes?:
    | Partial<typeof partnershipContracts.$inferInsert>
    | ((tx: Executor) => Promise<Partial<typeof partnershipContracts.$inferInsert>>);
  reason?: unknown;
  effects?: (tx: Executor, row: typeof partnershipContracts.$inferSelect) => Promise<void>;
  /** The row version an edit was read on (409 `recordChanged` when it moved). */
  expectedVersion?: number;
  /**
   * Writes that are parts of the action's update (its CTEs, reading the updated row from
   * `updated`; decision 0068), given the action's moment; they move the answer clock themselves.
   */
  alongside?: (now: Date) => readonly AlongsideStatement[] | Promise<readonly AlongsideStatement[]>;
  /** What the update's statement failing answers instead (`runTransition`'s `failure`). */
  failure?: (error: unknown) => Promise<unknown>;
};

const run = async (
  db: Database,
  session: EstablishmentSession,
  view: ContractHead,
  action: PartnershipContractAction,
  options: RunOptions = {},
) => {
  checkTurn(view, action, session);
  const now = new Date();
  await runTransition(db, {
    declaration,
    target,
    action,
    id: view.contract.id,
    session,
    visible: visibleContracts(session),
    // The contract as the caller's visibility already found it: the update is guarded by its
    // status, row version and that visibility, so it is not read again (decision 0036).
    readById: async () => view.contract,
    recordOf,
    input: {},
    changes: async (_input, _action, tx) => ({
      ...(typeof options.changes === 'function' ? await options.changes(tx) : options.changes),
      updatedBy: session.user.id,
      updatedAt: new Date(),
    }),
    reason: () => options.reason,
    ...(options.alongside && { alongside: async () => ({ statements: await options.alongside!(now) }) }),
    effects: async (tx, row) => {
      await options.effects?.(tx, row);
      if (!options.alongside) await moveContractClock(tx, action, row, now);
    },
    // With its clocks in its statement and nothing after it, an action is that one statement, no
    // transaction around it (no round trip while its locks are held).
    hasEffects: () => options.effects !== undefined || !options.alongside,
    ...(options.failure && { failure: options.failure }),
    ...(options.expectedVersion !== undefined && { expectedVersion: options.expectedVersion }),
  });
  return getContract(db, session, view.contract.id);
};

/** The price lines in force of a contract (the demo seed writes its contracts' lines with it). */
export const storeContractLines = (
  tx: Executor,
  contractId: number,
  lines: Parameters<typeof replaceLines>[2],
) => replaceLines(tx, contractId, lines);

/**
 * The approved terms as an immutable version: the document as printed today, with the programme
 * terms version (admin setting `contractTermsVersion`) the contract is under, when known.
 */
export const storeVersion = async (
  tx: Executor,
  contractId: number,
  approvedBy: number,
  programmeTermsVersion: string | null = null,
): Promise<void> => {
  const view = await findContractView(tx, contractId, undefined);
  if (!view) throw notFound();
  const document: ContractDocument = contractDocumentOf(
    view,
    {
      number: view.contract.number,
      termsVersion: view.contract.termsVersion,
      issuedOn: todayInKingdom(),
      programmeTermsVersion,
    },
    obligationsOf(view.contract),
    await findLines(tx, contractId),
    await templateWordingOf(tx, view.contract.templateVersionId),
  );
  await tx
    .insert(partnershipContractVersions)
    .values({ contractId, termsVersion: view.contract.termsVersion, snapshot: document, approvedBy })
    .onConflictDoNothing();
};

const numberOf = (id: number) => `PC-${String(id).padStart(7, '0')}`;

/** The approval's version, named in its statement for the copies that read its id. */
const APPROVED_VERSION = 'approved_version';

/**
 * The approved version's row, inserted from the approval's update (`updated`), once per terms
 * version, when the office's organisation limit still holds: checked here, in a part of the
 * statement that always runs, with the limit row locked for the rest of the statement only.
 */
const versionInsert = template<'snapshot' | 'approvedBy' | 'approvedAt'>(
  (
    value,
  ) => sql`insert into ${partnershipContractVersions} (contract_id, terms_version, snapshot, approved_by, approved_at)
    select u.id, u.terms_version, ${value('snapshot')}::jsonb, ${value('approvedBy')}::int, ${value('approvedAt')}::timestamptz
    from updated u
    where ${limitHolds(sql`u.office_id`, sql`u.country_id`, sql`u.id`, HELD_STATUSES)}
    on conflict do nothing
    returning id`,
);

/**
 * An approval in one statement and no transaction around it (decision 0068): the status, the
 * number (issued once: a contract approved again keeps it), the history, the first version with
 * the document as printed today, the organisation limit (409 `limits.exceeded`, nothing written),
 * the answer clock met and the version's verifiable copies (decision 0077), as parts of one update.
 * The document is made from the contract as read for the action (its row version guards the
 * update, and only an edit of a DRAFT or REJECTED contract changes its lines). A drawn code that
 * another document holds fails the statement, which runs again with new codes.
 */
const approve = async (
  db: Database,
  session: EstablishmentSession,
  view: ContractHeadRead,
  language: Language,
  documents: VerifiableDocuments,
) => {
  const document: ContractDocument = contractDocumentOf(
    view,
    {
      number: view.contract.number ?? numberOf(view.contract.id),
      termsVersion: view.contract.termsVersion,
      issuedOn: todayInKingdom(),
      programmeTermsVersion: null,
    },
    obligationsOf(view.contract),
    view.lines,
    view.template,
  );
  const key = await documents.signingKey();
  for (let draw = 1; ; draw += 1) {
    let codes: string[] = [];
    try {
      const contract = await run(db, session, view, 'approve', {
        changes: {
          rejectionReasonId: null,
          // SQL for the column (the update takes it for any column; the insert type does not say so).
          number:
            sql`coalesce(${partnershipContracts.number}, ${numberOf(view.contract.id)})` as unknown as string,
        },
        alongside: async (now) => {
          const copies = await copiesInsert(
            approvalCopies(document, view.contract.termsVersion, session.user, now),
            key,
            APPROVED_VERSION,
          );
          codes = copies.codes;
          const version = versionInsert({
            snapshot: JSON.stringify(document),
            approvedBy: session.user.id,
            approvedAt: now.toISOString(),
          });
          return [
            { name: APPROVED_VERSION, statement: version },
            meetClocksStatement(['partnershipAnswer'], now),
            copies.statement,
          ];
        },
        failure: async (error) =>
          (await limitRefusalOf(db, error, view.contract.countryId, language)) ?? error,
      });
      // Not waited for: the answer does not depend on it, and a render not queued is printed by
      // the sweep or by the first download (queueRenders logs its failures).
      void documents.queueRenders(codes);
      return contract;
    } catch (error) {
      if (draw < MAX_CODE_DRAWS && isTakenCode(error)) continue;
      throw error;
    }
  }
};

export type ActionContext = {
  /** Reject and cancel: a reason of the kind the action names; the others ignore it. */
  reasonId: number | undefined;
  /** The caller's language (a refusal's country name). */
  language: Language;
  /** An approval issues the version's verifiable copies. */
  documents: VerifiableDocuments;
};

/** One of the seven `POST .../{id}/{action}` calls. */
export const takeAction = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  action: PartnershipContractAction,
  { reasonId, language, documents }: ActionContext,
): Promise<PartnershipContract> => {
  const view = await visibleView(db, session, id, action === 'approve');
  checkTurn(view, action, session);
  switch (action) {
    case 'reject': {
      const reason = await checkReasonOfKind(db, reasonId, PARTNERSHIP_REASON_KINDS.reject, language);
      return run(db, session, view, action, { changes: { rejectionReasonId: reason }, reason });
    }
    case 'cancel': {
      const reason = await checkReasonOfKind(db, reasonId, PARTNERSHIP_REASON_KINDS.cancel, language);
      return run(db, session, view, action, {
        changes: { cancellationAskedBy: session.organization.id, cancellationReasonId: reason },
        reason,
      });
    }
    case 'approve':
      return approve(db, session, view, language, documents);
    case 'rejectCancellation':
    case 'undoCancellation':
      return run(db, session, view, action, {
        changes: { cancellationAskedBy: null, cancellationReasonId: null },
      });
    default:
      return run(db, session, view, action);
  }
};

/**
 * `PUT .../{id}`: a DRAFT or REJECTED contract takes the new terms and is (again) a DRAFT
 * (`update`); an ACTIVE one keeps its terms and holds the new ones as a pending update until the
 * agency or an admin confirms (`amend`). The agency and country of an ACTIVE contract are fixed.
 * Applied only while the contract still has the `rowVersion` the edit was made on: an action or
 * another edit in between answers 409 `recordChanged` and changes nothing.
 */
export const updateContract = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  { rowVersion: expectedVersion, ...body }: PartnershipContractUpdate,
  language: Language,
): Promise<PartnershipContract> => {
  const view = await visibleView(db, session, id);
  checkVersion(view.contract, expectedVersion);
  const action = view.contract.status === PARTNERSHIP_CONTRACT_STATUS.ACTIVE ? 'amend' : 'update';
  checkTurn(view, action, session);
  await checkReferences(db, body, language);
  await checkTemplateOfCountry(db, body.templateVersionId, body.countryId, language);
  const history = async (tx: Executor) =>
    recordChange(tx, {
      entityType: 'partnershipContract',
      entityId: id,
      action: 'update',
      changedBy: session.user.id,
      changes: { [action === 'amend' ? 'pendingUpdate' : 'terms']: { from: null, to: termsHistory(body) } },
    });
  if (action === 'amend') {
    if (body.agencyId !== view.contract.agencyId || body.countryId !== view.contract.countryId) {
      throw conflict('partnership.partiesFixed');
    }
    const pendingUpdate: PendingContractUpdate = {
      // A programme terms version published meanwhile still waits beside the new terms.
      ...(view.contract.pendingUpdate?.programmeTermsVersion && {
        programmeTermsVersion: view.contract.pendingUpdate.programmeTermsVersion,
      }),
      terms: {
        officeAr: body.officeAr,
        officeEn: body.officeEn,
        agencyAr: body.agencyAr,
        agencyEn: body.agencyEn,
        lines: storedLines(body),
      },
      requestedAt: new Date().toISOString(),
      requestedBy: session.user.id,
    };
    return run(db, session, view, action, { changes: { pendingUpdate }, effects: history, expectedVersion });
  }
  return run(db, session, view, action, {
    changes: { ...termsOf(body), agencyId: body.agencyId, countryId: body.countryId },
    effects: async (tx, row) => {
      await replaceLines(tx, row.id, storedLines(body));
      await history(tx);
    },
    expectedVersion,
  });
};

/**
 * `PUT .../{id}/confirm`: what waits becomes the terms in force under the next version number,
 * stored as an immutable version like the first approval: the proposed terms, if any, and the
 * programme terms version published meanwhile, if any (else the one in force carries over). The
 * pending update is read within the transaction, guarded by the row version.
 */
export const confirmContract = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<PartnershipContract> => {
  const view = await visibleView(db, session, id);
  let pending: PendingContractUpdate | null = null;
  return run(db, session, view, 'confirm', {
    changes: async (tx) => {
      const [row] = await tx
        .select({ pendingUpdate: partnershipContracts.pendingUpdate })
        .from(partnershipContracts)
        .where(eq(partnershipContracts.id, id));
      pending = row?.pendingUpdate ?? null;
      if (!pending) return {};
      const { terms } = pending;
      return {
        ...(terms && {
          officeObligationsAr: terms.officeAr,
          officeObligationsEn: terms.officeEn,
          agencyObligationsAr: terms.agencyAr,
          agencyObligationsEn: terms.agencyEn,
        }),
        termsVersion: sql`${partnershipContracts.termsVersion} + 1`,
        pendingUpdate: null,
      };
    },
    effects: async (tx, row) => {
      const confirmed = pending as PendingContractUpdate | null;
      if (confirmed?.terms) {
        // A pending update stored before decision 0053 has its payment terms in one language.
        const lines = confirmed.terms.lines.map((line) => ({
          ...line,
          paymentTermsAr: line.paymentTermsAr ?? line.paymentTerms,
        }));
        await replaceLines(tx, row.id, lines);
      }
      const [previous] = await tx
        .select({ snapshot: partnershipContractVersions.snapshot })
        .from(partnershipContractVersions)
        .where(
          and(
            eq(partnershipContractVersions.contractId, row.id),
            eq(partnershipContractVersions.termsVersion, row.termsVersion - 1),
          ),
        );
      const inForce = previous?.snapshot.programmeTermsVersion ?? null;
      const programme = confirmed?.programmeTermsVersion ?? inForce;
      await storeVersion(tx, row.id, session.user.id, programme);
      if (confirmed) {
        await recordChange(tx, {
          entityType: 'partnershipContract',
          entityId: row.id,
          action: 'update',
          changedBy: session.user.id,
          changes: {
            termsVersion: { from: row.termsVersion - 1, to: row.termsVersion },
            ...(confirmed.programmeTermsVersion && {
              programmeTermsVersion: { from: inForce, to: confirmed.programmeTermsVersion },
            }),
          },
        });
      }
    },
  });
};

/**
 * The effect of an admin publishing a programme terms version (setting `contractTermsVersion`),
 * in the caller's transaction: every ACTIVE contract not already under it gets a pending update
 * for it (an amendment waiting keeps its terms beside it) and stays on its old terms until the
 * agency or an admin confirms. A contract already under that version drops a different version
 * that waited. Each change raises the row version and writes a history entry. Answers how many
 * contracts changed.
 */
export const publishProgrammeTerms = async (
  tx: Executor,
  { version, by }: { version: string; by: number },
): Promise<number> => {
  const active = await findActiveForProgrammeTerms(tx);
  const requestedAt = new Date().toISOString();
  let changed = 0;
  for (const contract of active) {
    const waiting = contract.pendingUpdate;
    const before = waiting?.programmeTermsVersion ?? null;
    let next: PendingContractUpdate | null;
    if (contract.inForce === version) {
      if (!waiting || before === null) continue;
      const { programmeTermsVersion: _dropped, ...rest } = waiting;
      next = rest.terms ? rest : null;
    } else {
      if (before === version) continue;
      next = waiting
        ? { ...waiting, programmeTermsVersion: version }
        : { programmeTermsVersion: version, requestedAt, requestedBy: by };
    }
    await tx
      .update(partnershipContracts)
      .set({
        pendingUpdate: next,
        rowVersion: sql`${partnershipContracts.rowVersion} + 1`,
        updatedBy: by,
        updatedAt: new Date(),
      })
      .where(eq(partnershipContracts.id, contract.id));
    await recordChange(tx, {
      entityType: 'partnershipContract',
      entityId: contract.id,
      action: 'update',
      changedBy: by,
      changes: {
        pendingProgrammeTermsVersion: { from: before, to: next?.programmeTermsVersion ?? null },
      },
    });
    // The agency owes the confirmation while something waits (decision 0056); a clock already
    // running for an amendment keeps running.
    if (next) await startAnswerClock(tx, contract.id, contract.agencyId, new Date(requestedAt));
    else await closeAnswerClock(tx, contract.id, new Date(requestedAt));
    changed += 1;
  }
  return changed;
};

/** `POST .../preview`: the body as the contract document it would print (no number yet). */
export const previewDocument = async (
  db: Database,
  session: EstablishmentSession,
  body: PartnershipContractBody,
  language: Language,
): Promise<ContractDocument> => {
  const lines = await checkReferences(db, body, language);
  await checkTemplateOfCountry(db, body.templateVersionId, body.countryId, language);
  const [office, agency, epros] = await Promise.all([
    findOrganization(db, session.organization.id),
    findOrganization(db, body.agencyId),
    findEpros(db, body.countryId),
  ]);
  const country = epros[0]?.country;
  if (!office || !agency || !country) throw notFound();
  return contractDocumentOf(
    { office, agency, country },
    { number: null, termsVersion: 1, issuedOn: todayInKingdom() },
    body,
    lines,
    await templateWordingOf(db, body.templateVersionId),
  );
};
