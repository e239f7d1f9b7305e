import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AIRLINE_NAMES } from '@portal/contracts/booking';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import { VERIFIED_DOCUMENT_STATUSES, type VerifiableDocumentKind } from '@portal/contracts/verify';
import type { z } from 'zod';
import type { verifiedPartySchema } from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import {
  employmentRequests,
  flightBookings,
  organizations,
  partnershipContracts,
  partnershipContractVersions,
  recordHistory,
  transferContracts,
} from '../../db/schema/index';
import type { HistoryEntityType } from '../history/service';

type VerifiedParty = z.infer<typeof verifiedPartySchema>;

/**
 * What a check says of a document now, read from its record at every check (issue 25: a
 * cancellation or a new version shows at the next check). Organisations only: the parties are
 * the office, the agency and the airline by their names, never a person.
 */
export type LiveState = {
  /** The record's status value (the web's key `verify.status.<kind>.<status>`). */
  status: string;
  /** The record is cancelled (`cancelledAt`: when, as its history tells). */
  cancelled: boolean;
  cancelledAt?: Date;
  /** A newer version is in force. */
  current?: { version: number; approvedAt: Date };
  validFrom: string | null;
  validTo: string | null;
  parties: VerifiedParty[];
};

/** The status values each kind answers (the web's catalogue keys), declared in the contracts. */
export const LIVE_STATUSES = VERIFIED_DOCUMENT_STATUSES;

const office = alias(organizations, 'verified_office');
const agency = alias(organizations, 'verified_agency');
const partyColumns = {
  officeAr: office.nameAr,
  officeEn: office.nameEn,
  agencyAr: agency.nameAr,
  agencyEn: agency.nameEn,
};

type PartyNames = { officeAr: string; officeEn: string; agencyAr: string | null; agencyEn: string | null };

const partiesOf = (row: PartyNames): VerifiedParty[] => [
  { role: 'office', name: { ar: row.officeAr, en: row.officeEn } },
  ...(row.agencyAr !== null && row.agencyEn !== null
    ? [{ role: 'agency' as const, name: { ar: row.agencyAr, en: row.agencyEn } }]
    : []),
];

/** When the record last reached `status`, from its history (every status change is recorded there). */
const reachedAt = async (
  db: Database,
  entityType: HistoryEntityType,
  entityId: number,
  status: string,
): Promise<Date | undefined> =>
  (
    await db
      .select({ at: recordHistory.changedAt })
      .from(recordHistory)
      .where(
        and(
          eq(recordHistory.entityType, entityType),
          eq(recordHistory.entityId, entityId),
          sql`${recordHistory.changes} -> 'status' ->> 'to' = ${status}`,
        ),
      )
      .orderBy(desc(recordHistory.changedAt), desc(recordHistory.id))
      .limit(1)
  )[0]?.at;

const CANCELLED = 'CANCELLED';

const partnershipState = async (db: Database, versionId: number): Promise<LiveState | null> => {
  const [row] = await db
    .select({
      contractId: partnershipContracts.id,
      status: partnershipContracts.status,
      termsVersion: partnershipContracts.termsVersion,
      version: partnershipContractVersions.termsVersion,
      approvedAt: partnershipContractVersions.approvedAt,
      ...partyColumns,
    })
    .from(partnershipContractVersions)
    .innerJoin(partnershipContracts, eq(partnershipContracts.id, partnershipContractVersions.contractId))
    .innerJoin(office, eq(office.id, partnershipContracts.officeId))
    .innerJoin(agency, eq(agency.id, partnershipContracts.agencyId))
    .where(eq(partnershipContractVersions.id, versionId));
  if (!row) return null;
  const [newer] =
    row.termsVersion > row.version
      ? await db
          .select({
            version: partnershipContractVersions.termsVersion,
            approvedAt: partnershipContractVersions.approvedAt,
          })
          .from(partnershipContractVersions)
          .where(
            and(
              eq(partnershipContractVersions.contractId, row.contractId),
              eq(partnershipContractVersions.termsVersion, row.termsVersion),
            ),
          )
      : [];
  const cancelledAt =
    row.status === CANCELLED
      ? await reachedAt(db, 'partnershipContract', row.contractId, CANCELLED)
      : undefined;
  return {
    status: row.status,
    cancelled: row.status === CANCELLED,
    ...(cancelledAt && { cancelledAt }),
    ...(newer && { current: newer }),
    validFrom: row.approvedAt.toISOString(),
    validTo: newer ? newer.approvedAt.toISOString() : null,
    parties: partiesOf(row),
  };
};

const employmentState = async (db: Database, requestId: number): Promise<LiveState | null> => {
  const [row] = await db
    .select({
      status: employmentRequests.status,
      contractedAt: employmentRequests.contractedAt,
      ...partyColumns,
    })
    .from(employmentRequests)
    .innerJoin(office, eq(office.id, employmentRequests.officeId))
    .innerJoin(agency, eq(agency.id, employmentRequests.agencyId))
    .where(eq(employmentRequests.id, requestId));
  if (!row) return null;
  const cancelledAt =
    row.status === EMPLOYMENT_REQUEST_STATUS.CANCELLED
      ? await reachedAt(db, 'employmentRequest', requestId, CANCELLED)
      : undefined;
  return {
    status: row.status,
    cancelled: row.status === EMPLOYMENT_REQUEST_STATUS.CANCELLED,
    ...(cancelledAt && { cancelledAt }),
    validFrom: row.contractedAt?.toISOString() ?? null,
    validTo: null,
    parties: partiesOf(row),
  };
};

const transferState = async (db: Database, transferId: number): Promise<LiveState | null> => {
  const [row] = await db
    .select({ status: transferContracts.status, completedAt: transferContracts.completedAt, ...partyColumns })
    .from(transferContracts)
    .innerJoin(office, eq(office.id, transferContracts.officeId))
    .leftJoin(agency, eq(agency.id, transferContracts.agencyId))
    .where(eq(transferContracts.id, transferId));
  if (!row) return null;
  return {
    status: row.status,
    cancelled: false,
    validFrom: row.completedAt?.toISOString() ?? null,
    validTo: null,
    parties: partiesOf(row),
  };
};

const ticketState = async (db: Database, bookingId: number): Promise<LiveState | null> => {
  const [row] = await db
    .select({
      requestId: employmentRequests.id,
      requestStatus: employmentRequests.status,
      airline: flightBookings.airline,
      departureAt: flightBookings.departureAt,
      arrivalAt: flightBookings.arrivalAt,
      ...partyColumns,
    })
    .from(flightBookings)
    .innerJoin(employmentRequests, eq(employmentRequests.id, flightBookings.employmentRequestId))
    .innerJoin(office, eq(office.id, employmentRequests.officeId))
    .innerJoin(agency, eq(agency.id, employmentRequests.agencyId))
    .where(eq(flightBookings.id, bookingId));
  if (!row) return null;
  // A ticket has no status of its own: it stands while its request is not cancelled.
  const cancelledAt =
    row.requestStatus === EMPLOYMENT_REQUEST_STATUS.CANCELLED
      ? await reachedAt(db, 'employmentRequest', row.requestId, CANCELLED)
      : undefined;
  const cancelled = row.requestStatus === EMPLOYMENT_REQUEST_STATUS.CANCELLED;
  return {
    status: cancelled ? CANCELLED : 'ISSUED',
    cancelled,
    ...(cancelledAt && { cancelledAt }),
    validFrom: row.departureAt.toISOString(),
    validTo: row.arrivalAt.toISOString(),
    parties: [
      { role: 'airline', name: AIRLINE_NAMES[row.airline] ?? { ar: row.airline, en: row.airline } },
      ...partiesOf(row),
    ],
  };
};

/** The live state of the record a code stands for; null when the record is gone. */
export const liveStateOf = (db: Database, kind: VerifiableDocumentKind, recordId: number) => {
  switch (kind) {
    case 'partnershipContract':
      return partnershipState(db, recordId);
    case 'employmentContract':
      return employmentState(db, recordId);
    case 'transferContract':
      return transferState(db, recordId);
    case 'eTicket':
      return ticketState(db, recordId);
  }
};
