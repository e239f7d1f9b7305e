import { and, eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { EMPLOYER_CITY_LOCATIONS } from '@portal/contracts/employers';
import type {
  EmploymentRequestSubmit,
  EmploymentRequestSubmitResponse,
} from '@portal/contracts/employment-requests/wizard';
import { countryQuotas, employmentRequestBulks, employmentRequests as requests } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql-state';
import { creationChanges, recordChange, type Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { employerOfReference } from '../employers/find-or-create';
import { refuseWatchlistedEmployer } from '../employer-watchlist/service';
import type { EmploymentRequestOptions } from './module';
import { newRequestsPerQuota } from './providers';
import { checkItems, type CheckedItem } from './submit-checks';
import { startRequestClock } from './request-clocks';
import { reserveCandidate, sortedBy, takenMeanwhile, takeVisa } from './submit-hold';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The quota month a request made now counts in (UTC). */
export const quotaMonthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * Each country's quota for the month, its row locked until the submission commits so two offices
 * cannot both take the last places: the requests made that month plus these at most the maximum.
 * A country without a quota row for the month has no limit.
 */
const checkQuotas = async (tx: Executor, items: CheckedItem[], month: string, language: Language) => {
  const adding = new Map<number, { count: number; name: { nameAr: string; nameEn: string } }>();
  for (const { visa } of items) {
    const entry = adding.get(visa.country.id) ?? { count: 0, name: visa.country };
    adding.set(visa.country.id, { ...entry, count: entry.count + 1 });
  }
  for (const [countryId, { count, name }] of [...adding].sort(([a], [b]) => a - b)) {
    const [quota] = await tx
      .select({ maximum: countryQuotas.maximum })
      .from(countryQuotas)
      .where(and(eq(countryQuotas.countryId, countryId), eq(countryQuotas.month, month)))
      .for('update');
    if (!quota) continue;
    const [used = 0] = await newRequestsPerQuota(tx, [{ countryId, month }]);
    if (used + count > quota.maximum) {
      throw conflict('employmentRequests.quotaExceeded', {
        params: {
          country: language === 'ar-SA' ? name.nameAr : name.nameEn,
          month,
          maximum: quota.maximum,
          used,
          adding: count,
        },
      });
    }
  }
};

/**
 * `POST /api/employment-requests`: every request of the wizard in one transaction, all or nothing.
 * The employer is referenced (a registered one as saved, a new one created); each visa becomes
 * USED and each candidate PROCESSING; one request per item waits for the agency until now + the
 * settings' agency days; several items share a bulk. Refusals: more items than the settings' cap (400), the rules of checkItems (400 / 409), an employer on the watchlist for a sending country of the items (409, decision 0062), a
 * quota already full (409), a visa or candidate another request took meanwhile (409).
 */
export const submitRequests = async (
  options: EmploymentRequestOptions,
  session: EstablishmentSession,
  body: EmploymentRequestSubmit,
  language: Language,
): Promise<EmploymentRequestSubmitResponse> => {
  const { db } = options.database;
  const maximum = await options.settingValue(db, 'bulkRequestMaxCandidates');
  if (body.items.length > maximum) {
    throw badRequest('employmentRequests.bulkTooLarge', {
      params: { count: maximum },
      fieldErrors: { items: [translate(language, 'employmentRequests.bulkTooLarge', { count: maximum })] },
    });
  }
  const deadlines = await options.settingValue(db, 'responseDeadlines');
  const officeId = session.organization.id;
  try {
    return await db.transaction(async (tx) => {
      const items = await checkItems(tx, officeId, body, language);
      await refuseWatchlistedEmployer(
        tx,
        body.employer.nationalId,
        items.map((item) => item.visa.country.id),
        language,
      );
      const now = new Date();
      const month = quotaMonthOf(now);
      await checkQuotas(tx, items, month, language);
      const employer = await employerOfReference(tx, session, body.employer, 'employer', language);
      const [bulk] =
        items.length > 1
          ? await tx
              .insert(employmentRequestBulks)
              .values({ officeId, employerId: employer.id, createdBy: session.user.id })
              .returning({ id: employmentRequestBulks.id })
          : [];
      // Visas, then candidates, each in id order: two submissions sharing some lock them alike.
      for (const [index, item] of sortedBy(items, (item) => item.visa.visa.id)) {
        await takeVisa(tx, session, item, index, language);
      }
      for (const [index, item] of sortedBy(items, (item) => item.candidate.id)) {
        await reserveCandidate(tx, options, session, item, index, language);
      }
      const ids: number[] = [];
      for (const item of items) {
        const values = {
          bulkId: bulk?.id ?? null,
          officeId,
          agencyId: item.candidate.agencyId,
          countryId: item.visa.country.id,
          employerId: employer.id,
          visaId: item.visa.visa.id,
          candidateId: item.candidate.id,
          partnershipContractId: item.line.contractId,
          officeLocation: EMPLOYER_CITY_LOCATIONS[employer.city],
          usesApprovalFlow: item.visa.country.usesApprovalFlow,
          status: EMPLOYMENT_REQUEST_STATUS.PENDING_AGENCY,
          ...body.terms,
          respondBy: new Date(now.getTime() + deadlines.agencyDays * DAY_MS),
          quotaMonth: month,
          createdBy: session.user.id,
          updatedBy: session.user.id,
        };
        const [row] = await tx.insert(requests).values(values).returning({ id: requests.id });
        if (!row) throw new Error('request insert returned no row');
        // The agency's answer clock (decision 0056): its due moment is the request's `respondBy`.
        const due = await startRequestClock(
          tx,
          options.settingValue,
          'agencyAnswer',
          { ...values, id: row.id },
          now,
        );
        if (due.getTime() !== values.respondBy.getTime()) {
          values.respondBy = due;
          await tx.update(requests).set({ respondBy: due }).where(eq(requests.id, row.id));
        }
        await recordChange(tx, {
          entityType: 'employmentRequest',
          entityId: row.id,
          action: 'create',
          changedBy: session.user.id,
          changes: creationChanges(values, [
            'status',
            'bulkId',
            'agencyId',
            'countryId',
            'employerId',
            'visaId',
            'candidateId',
            'partnershipContractId',
            'officeLocation',
            'usesApprovalFlow',
            'monthlySalary',
            'durationMonths',
            'probationDays',
            'recruitmentFee',
            'respondBy',
            'quotaMonth',
          ]),
        });
        ids.push(row.id);
      }
      return { bulkId: bulk?.id ?? null, ids };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await takenMeanwhile(db, body, language);
  }
};
