import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CLAIM_IDLE_MS } from '@portal/contracts/claims';
import type { Clock } from '@portal/contracts/clocks/schemas';
import type { Database } from '../../db/client';
import { preparedPerConnection, preparedPerShape, rowVisible } from '../../db/named-statements';
import {
  candidates,
  countries,
  employers,
  employmentRequests as requests,
  partnershipContracts,
  reasons,
  recordClaims,
  visas,
} from '../../db/schema/index';
import { clocksFromJson, clocksJson } from '../../platform/clocks/clock-store';
import { countryNameColumns } from '../../platform/country-columns';
import type { Executor } from '../../platform/history/service';
import { agency, candidateJob, claimColumns, joinClaim, joinView, office, visaJob } from './request-joins';

export type RequestRow = typeof requests.$inferSelect;

const named = (table: typeof office) => ({ id: table.id, nameAr: table.nameAr, nameEn: table.nameEn });

// Only what the record and the e-contract show: the people's full rows cost their mapping on
// every answer of an action.
const viewColumns = {
  request: requests,
  office: { ...named(office), licenseNumber: office.licenseNumber },
  agency: { ...named(agency), licenseNumber: agency.licenseNumber },
  country: { ...countryNameColumns, usesApprovalFlow: countries.usesApprovalFlow },
  employer: {
    id: employers.id,
    nationalId: employers.nationalId,
    nameAr: employers.nameAr,
    nameEn: employers.nameEn,
    mobile: employers.mobile,
    city: employers.city,
    address: employers.address,
  },
  visa: {
    id: visas.id,
    number: visas.number,
    gender: visas.gender,
    issueDate: visas.issueDate,
    expiryDate: visas.expiryDate,
  },
  visaJob: { id: visaJob.id, code: visaJob.code, nameAr: visaJob.nameAr, nameEn: visaJob.nameEn },
  candidate: {
    id: candidates.id,
    nameAr: candidates.nameAr,
    nameEn: candidates.nameEn,
    passportNumber: candidates.passportNumber,
    gender: candidates.gender,
    birthDate: candidates.birthDate,
    religion: candidates.religion,
    maritalStatus: candidates.maritalStatus,
    experienceYears: candidates.experienceYears,
    photoThumbFileId: candidates.photoThumbFileId,
  },
  candidateJob: { id: candidateJob.id, nameAr: candidateJob.nameAr, nameEn: candidateJob.nameEn },
  contractNumber: partnershipContracts.number,
  reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
};

/** A request with everything its record and e-contract name. */
export type RequestView = {
  request: RequestRow;
  office: { id: number; nameAr: string; nameEn: string; licenseNumber: string | null };
  agency: { id: number; nameAr: string; nameEn: string; licenseNumber: string | null };
  country: { id: number; code3: string; nameAr: string; nameEn: string; usesApprovalFlow: boolean };
  employer: Pick<
    typeof employers.$inferSelect,
    'id' | 'nationalId' | 'nameAr' | 'nameEn' | 'mobile' | 'city' | 'address'
  >;
  visa: Pick<typeof visas.$inferSelect, 'id' | 'number' | 'gender' | 'issueDate' | 'expiryDate'>;
  visaJob: { id: number; code: string; nameAr: string; nameEn: string };
  candidate: Pick<
    typeof candidates.$inferSelect,
    | 'id'
    | 'nameAr'
    | 'nameEn'
    | 'passportNumber'
    | 'gender'
    | 'birthDate'
    | 'religion'
    | 'maritalStatus'
    | 'experienceYears'
    | 'photoThumbFileId'
  >;
  candidateJob: { id: number; nameAr: string; nameEn: string };
  contractNumber: string | null;
  reason: { id: number; textAr: string; textEn: string } | null;
};

export const selectRequestViews = (db: Database | Executor) =>
  joinView(db.select(viewColumns).from(requests).$dynamic());

/**
 * One request's view by id, whoever asks: prepared once per connection, since building this
 * ten-table select and planning it cost several times running it.
 */
const requestViewById = preparedPerConnection((db) =>
  selectRequestViews(db)
    .where(eq(requests.id, sql.placeholder('id')))
    .limit(1)
    .prepare('employment_request_view'),
);

export const findRequestViewById = async (
  db: Database | Executor,
  id: number,
): Promise<RequestView | undefined> => {
  const [row] = await requestViewById(db).execute({ id });
  return row;
};

/** Whether the request exists within the caller's visibility (the history route's check). */
export const requestVisible = (db: Database | Executor, id: number, visible: SQL | undefined) =>
  rowVisible(db, requests, id, visible);

/** A request's claim as its read joins it: every field null when nobody holds one (decision 0061). */
export type ClaimColumns = {
  claimedBy: number | null;
  claimedAt: Date | null;
  lastActiveAt: Date | null;
  nameAr: string | null;
  nameEn: string | null;
} | null;

/** A request's page as read in one statement: the view, its clocks, and when asked its claim. */
export type RequestRead = RequestView & { clocks: Clock[]; claim: ClaimColumns };

/**
 * The holder's read is activity that keeps the claim alive (decision 0061): touched in the read's
 * own statement, only when the request is within the caller's visibility. The select reads the
 * claim as it was before the touch, which gives the same answer: the touch only renews a claim
 * that has not lapsed.
 */
const touchedClaim = (db: Database, visible: SQL) =>
  db.$with('touched', {}).as(
    sql`update ${recordClaims} set last_active_at = ${sql.placeholder('now')}::timestamptz
      where subject_type = 'employmentRequest' and subject_id = ${sql.placeholder('id')}
        and claimed_by = ${sql.placeholder('userId')}
        and last_active_at > ${sql.placeholder('lapsedBefore')}::timestamptz
        and exists (select 1 from ${requests} where ${requests.id} = ${sql.placeholder('id')} and ${visible})`,
  );

/**
 * A request's page in one prepared statement per shape of the caller's visibility (decision
 * 0068): the view within the visibility, every clock of it as JSON, and with the variant `claim`
 * its claim with the holder's name, touched for the holder. It was a visibility check, the view and
 * the clocks on three connections, then the claim in a second round.
 */
const requestReadOf = preparedPerShape(
  'employment_request_read',
  (db, { visible }: Record<'visible', SQL>, name, variant) =>
    joinClaim(
      joinView(
        (variant === 'claim' ? db.with(touchedClaim(db, visible)) : db.with())
          .select({
            ...viewColumns,
            clocks: clocksJson('employmentRequest', sql`${requests.id}`),
            claim: claimColumns,
          })
          .from(requests)
          .$dynamic(),
      ),
    )
      .where(and(eq(requests.id, sql.placeholder('id')), visible))
      .limit(1)
      .prepare(name),
);

/**
 * The request's page within the caller's visibility (undefined: every request), or undefined; with
 * `touchFor`, the caller's own claim on it is touched in the same statement (a read of the record
 * page, decision 0061).
 */
export const readRequest = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
  touchFor?: { userId: number; now: Date },
): Promise<RequestRead | undefined> => {
  const { statement, values } = requestReadOf(db, { visible }, touchFor ? 'claim' : '');
  const [row] = await statement.execute({
    ...values,
    id,
    ...(touchFor && {
      userId: touchFor.userId,
      now: touchFor.now.toISOString(),
      lapsedBefore: new Date(touchFor.now.getTime() - CLAIM_IDLE_MS).toISOString(),
    }),
  });
  return row && { ...row, clocks: clocksFromJson(row.clocks) };
};
