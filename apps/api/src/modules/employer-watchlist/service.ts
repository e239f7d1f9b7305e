import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import {
  isReviewDue,
  WATCHLIST_STATE,
  type watchlistCreateSchema,
  type WatchlistEntry,
  type WatchlistListQuery,
  type watchlistLiftSchema,
  type watchlistReviewSchema,
} from '@portal/contracts/employer-watchlist';
import type { ListResponse } from '@portal/contracts/list';
import type { Reason } from '@portal/contracts/reasons';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countries, employerWatchlist, reasons } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkVersion, updateVersioned } from '../../lib/versioned-update';
import { recordChange, type Executor } from '../../platform/history/service';
import { checkReasonOfKind } from '../../platform/reason-check';
import type { EstablishmentSession } from '../../types/session';
import {
  coveringCountrySql,
  findFlagsCovering,
  findSameScopeFlag,
  findWatchlistEntry,
  findWatchlistPage,
  type WatchlistRow,
} from './repository';

type Create = z.output<typeof watchlistCreateSchema>;
type Review = z.output<typeof watchlistReviewSchema>;
type Lift = z.output<typeof watchlistLiftSchema>;

/** The embassies flag for their own country (decision 0062); admins for one country or all. */
const EMBASSY_ROLES = ['FOREIGN_EMBASSY', 'SA_EMBASSY'] as const;

/** The country an embassy acts for; null for an admin (who acts for any). */
const embassyCountryOf = (session: EstablishmentSession): number | null => {
  const role = session.membership.role as string;
  if (!(EMBASSY_ROLES as readonly string[]).includes(role)) return null;
  // An embassy without a country has no scope: it sees and flags nothing (`-1` matches no row).
  return session.organization.countryId ?? -1;
};

/** What the caller sees: an embassy its country's flags and the all-country ones; an admin all. */
const visibleFlags = (session: EstablishmentSession): SQL | undefined => {
  const country = embassyCountryOf(session);
  return country === null ? undefined : coveringCountrySql(country);
};

/** What the caller may change: an embassy only its own country's flags. */
const changeableFlags = (session: EstablishmentSession): SQL | undefined => {
  const country = embassyCountryOf(session);
  return country === null ? undefined : eq(employerWatchlist.countryId, country);
};

const person = (row: { id: number | null; nameAr: string | null; nameEn: string | null } | null) =>
  row?.id ? { id: row.id, name: { ar: row.nameAr, en: row.nameEn } } : null;

export const toWatchlistEntry = (row: WatchlistRow): WatchlistEntry => {
  const e = row.entry;
  const liftedAt = e.liftedAt?.toISOString() ?? null;
  return {
    id: e.id,
    nationalId: e.nationalId,
    reason: { id: row.reason.id, text: { ar: row.reason.textAr, en: row.reason.textEn } },
    country: row.country
      ? { id: row.country.id, name: { ar: row.country.nameAr, en: row.country.nameEn } }
      : null,
    comment: e.comment,
    reviewOn: e.reviewOn,
    createdBy: person(row.createdBy),
    createdAt: e.createdAt.toISOString(),
    liftedAt,
    liftedBy: person(row.liftedBy),
    liftReason: e.liftReason,
    state: liftedAt ? WATCHLIST_STATE.LIFTED : WATCHLIST_STATE.ACTIVE,
    reviewDue: isReviewDue({ reviewOn: e.reviewOn, liftedAt }),
    rowVersion: e.rowVersion,
  };
};

export const listWatchlist = async (
  db: Database,
  session: EstablishmentSession,
  query: WatchlistListQuery,
): Promise<ListResponse<WatchlistEntry>> => {
  const { items, total } = await findWatchlistPage(db, query, visibleFlags(session));
  return { items: items.map(toWatchlistEntry), total, page: query.page, size: query.size };
};

/** Whether the flag exists and the caller sees it (its history route). */
export const canSeeWatchlistEntry = async (
  db: Database,
  id: number,
  session: EstablishmentSession,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: employerWatchlist.id })
    .from(employerWatchlist)
    .where(and(eq(employerWatchlist.id, id), visibleFlags(session)))
    .limit(1);
  return row !== undefined;
};

const getEntry = async (db: Database | Executor, id: number): Promise<WatchlistEntry> => {
  const row = await findWatchlistEntry(db, id);
  if (!row) throw notFound();
  return toWatchlistEntry(row);
};

const countryError = (language: Language, key: 'watchlist.countryNotYours' | 'watchlist.countryUnknown') =>
  badRequest('errors.validation', { fieldErrors: { countryId: [translate(language, key)] } });

/** The scope of a new flag: an embassy's own country only; an admin's any known country or all. */
const scopeOf = async (tx: Executor, session: EstablishmentSession, body: Create, language: Language) => {
  const embassyCountry = embassyCountryOf(session);
  if (embassyCountry !== null && body.countryId !== embassyCountry) {
    throw countryError(language, 'watchlist.countryNotYours');
  }
  if (body.countryId === null) return null;
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, body.countryId))
    .limit(1);
  if (!country) throw countryError(language, 'watchlist.countryUnknown');
  return country.id;
};

/**
 * Flags an employer. One flag in force per employer and scope: two flaggings of the same employer
 * are serialised on a transaction lock of its national id, and the second answers 409.
 */
export const createWatchlistEntry = async (
  db: Database,
  session: EstablishmentSession,
  body: Create,
  language: Language,
): Promise<WatchlistEntry> => {
  const id = await db.transaction(async (tx) => {
    const reasonId = await checkReasonOfKind(tx, body.reasonId, 'WATCHLIST', language);
    const countryId = await scopeOf(tx, session, body, language);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlist:${body.nationalId}`}))`);
    if (await findSameScopeFlag(tx, body.nationalId, countryId)) throw conflict('watchlist.alreadyFlagged');
    const values = {
      nationalId: body.nationalId,
      reasonId,
      countryId,
      comment: body.comment === '' ? null : body.comment,
      reviewOn: body.reviewOn,
      createdBy: session.user.id,
    };
    const [created] = await tx
      .insert(employerWatchlist)
      .values(values)
      .returning({ id: employerWatchlist.id });
    await recordChange(tx, {
      entityType: 'watchlistEntry',
      entityId: created!.id,
      action: 'create',
      changedBy: session.user.id,
      changes: {
        nationalId: { from: null, to: values.nationalId },
        reasonId: { from: null, to: reasonId },
        countryId: { from: null, to: countryId },
        reviewOn: { from: null, to: values.reviewOn },
      },
    });
    return created!.id;
  });
  return getEntry(db, id);
};

/** The flag the caller may change, locked; 404 outside its scope, 409 once lifted. */
const lockChangeable = async (
  tx: Executor,
  session: EstablishmentSession,
  id: number,
  rowVersion: number,
) => {
  const [current] = await tx
    .select()
    .from(employerWatchlist)
    .where(and(eq(employerWatchlist.id, id), changeableFlags(session)))
    .for('update')
    .limit(1);
  if (!current) throw notFound();
  if (current.liftedAt) throw conflict('watchlist.alreadyLifted');
  checkVersion(current, rowVersion);
  return current;
};

/** Sets the next review date (the review done, or moved). */
export const reviewWatchlistEntry = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  body: Review,
): Promise<WatchlistEntry> =>
  db.transaction(async (tx) => {
    const current = await lockChangeable(tx, session, id, body.rowVersion);
    await updateVersioned(
      tx,
      employerWatchlist,
      { id, rowVersion: body.rowVersion },
      { reviewOn: body.reviewOn },
    );
    await recordChange(tx, {
      entityType: 'watchlistEntry',
      entityId: id,
      action: 'update',
      changedBy: session.user.id,
      changes:
        current.reviewOn === body.reviewOn ? {} : { reviewOn: { from: current.reviewOn, to: body.reviewOn } },
    });
    return getEntry(tx, id);
  });

/** Lifts a flag: new requests for the employer are accepted again (unless another flag covers them). */
export const liftWatchlistEntry = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  body: Lift,
): Promise<WatchlistEntry> =>
  db.transaction(async (tx) => {
    await lockChangeable(tx, session, id, body.rowVersion);
    await updateVersioned(
      tx,
      employerWatchlist,
      { id, rowVersion: body.rowVersion },
      { liftedAt: new Date(), liftedBy: session.user.id, liftReason: body.liftReason },
    );
    await recordChange(tx, {
      entityType: 'watchlistEntry',
      entityId: id,
      action: 'deactivate',
      changedBy: session.user.id,
      changes: { liftReason: { from: null, to: body.liftReason } },
    });
    return getEntry(tx, id);
  });

/**
 * The wizard's rule (decision 0062): no new request for an employer flagged for the sending
 * country of any of its items (or for all). 409 on the employer's national id naming the reason,
 * the category, in the caller's language; the flag's comment stays with the ministry.
 */
export const refuseWatchlistedEmployer = async (
  tx: Executor,
  nationalId: string,
  countryIds: number[],
  language: Language,
): Promise<void> => {
  const [flag] = await findFlagsCovering(tx, nationalId, countryIds);
  if (!flag) return;
  const category = language === 'ar-SA' ? flag.reason.textAr : flag.reason.textEn;
  const message = translate(language, 'watchlist.employerFlagged', { category });
  throw conflict('watchlist.employerFlagged', {
    params: { category },
    fieldErrors: { 'employer.nationalId': [message] },
  });
};

/** The active reasons an employer can be flagged for, oldest first. */
export const listWatchlistReasons = async (db: Database): Promise<Reason[]> =>
  (
    await db
      .select()
      .from(reasons)
      .where(and(eq(reasons.kind, 'WATCHLIST'), eq(reasons.active, true)))
      .orderBy(asc(reasons.id))
  ).map((r) => ({ id: r.id, kind: r.kind, text: { ar: r.textAr, en: r.textEn }, active: r.active }));

/** The flags in force on an employer that cover a country (the embassy's approval screen). */
export const flagsCovering = async (db: Database, nationalId: string, countryId: number) =>
  (await findFlagsCovering(db, nationalId, [countryId])).map(toWatchlistEntry);
