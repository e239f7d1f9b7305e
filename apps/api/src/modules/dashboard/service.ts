import { and, eq, sql } from 'drizzle-orm';
import {
  ANALYTICS_MONTHS,
  DASHBOARD_DUE_DAYS,
  DASHBOARD_DUE_LIMIT,
  lastMonths,
  licenceState,
  type DashboardAnalytics,
  type DashboardLicence,
  type DashboardSummary,
  type FmolStatistics,
} from '@portal/contracts/dashboard';
import { DAY_MS } from '@portal/contracts/constants';
import { daysUntilLicenceExpiry } from '@portal/contracts/organization-status';
import type { Database } from '../../db/client';
import { employmentRequests as requests } from '../../db/schema/index';
import { refusalOf } from '../../lib/access-declaration';
import { routeAccess } from '../../lib/route-access';
import { keptPerSession } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';
import { requestNumber } from '../employment-requests/present';
import { visibleRequests } from '../employment-requests/scope';
import { waitingOnCallerSql } from '../employment-requests/waiting';
import { visibleContracts } from '../partnership-contracts/scope';
import { ANSWER_ACTIONS, mayTakeSql as contractMayTakeSql } from '../partnership-contracts/waiting';
import type { SettingReader } from '../settings/providers';
import type { ActionsNeededProviders } from '../statistic/providers';
import { actionsNeeded } from '../statistic/service';
import {
  agencyStatistics,
  anyOf,
  countRequestsPerMonth,
  summaryAsk,
  summaryFigures,
  type SummaryAsk,
  type SummaryFigures,
} from './repository';
import { requestsWaitingOnCaller } from '../employment-requests/providers';
import { contractsWaitingOnCaller } from '../partnership-contracts/providers';
import { unreadCommentsOfCaller, unreadLicenceComments } from '../license-requests/providers';
import { COUNT_SCREENS } from '../statistic/service';

export type DashboardDeps = {
  db: Database;
  actionsNeededProviders: ActionsNeededProviders;
  settingValue: SettingReader;
};

/** Whether the licence comments' count is asked for the caller (statistic/service's rule). */
const readsLicenceComments = (session: EstablishmentSession) =>
  refusalOf(routeAccess(COUNT_SCREENS.license_request_comments, 'READ'), session.membership) === null;

/** Whether the caller may read a list (its screen's read rule of the route table). */
const mayRead = (session: EstablishmentSession, screen: 'employmentRequests' | 'partnershipContracts') =>
  refusalOf(routeAccess(screen, 'READ'), session.membership) === null;

/** The organisation's licence against the admin setting's warning days. */
export const licenceOf = async (
  deps: Pick<DashboardDeps, 'db' | 'settingValue'>,
  session: EstablishmentSession,
  today: Date,
): Promise<DashboardLicence> => {
  const warningDays = await deps.settingValue(deps.db, 'licenceWarningDays');
  const expiresOn = session.organization.licenseDate;
  const daysLeft = expiresOn ? daysUntilLicenceExpiry(expiresOn, today) : null;
  return { state: licenceState(daysLeft, warningDays), expiresOn, daysLeft, warningDays };
};

const sumOf = (counts: readonly { count: number }[] | null): number =>
  (counts ?? []).reduce((total, { count }) => total + count, 0);

/**
 * The requests' and contracts' notification counts, when they are the modules' own, are the sums of
 * the figures' waiting ones per status: the same rows (the module's waiting SQL, read by the summary
 * from the same declarations), and the licence comments' is counted in the summary's statement from
 * the module's own condition; so the dashboard sends one statement, not four (decision 0068). A
 * count supplied otherwise is still asked of its provider; each is asked only when the caller may
 * read its screen (statistic/service), the rule the figures' parts follow.
 */
const countedAlongside = (
  providers: ActionsNeededProviders,
  figures: Promise<SummaryFigures>,
): ActionsNeededProviders => ({
  ...providers,
  ...(providers.employment_requests === requestsWaitingOnCaller && {
    employment_requests: async () => sumOf((await figures).requestsWaiting),
  }),
  ...(providers.partnership_contracts === contractsWaitingOnCaller && {
    partnership_contracts: async () => sumOf((await figures).contractsWaiting),
  }),
  ...(providers.license_request_comments === unreadLicenceComments && {
    license_request_comments: async () => (await figures).unreadComments ?? 0,
  }),
});

/**
 * The caller's parts of the summary: the notification counts' own (each from its module) beside
 * every figure the dashboard counts itself, in one statement (decision 0051). The waiting ones per
 * status are read whatever the counts say and shown only when there are any, as before. Made from
 * the session alone, so rendered once per session (decision 0070).
 */
const callerAsk = keptPerSession((session, db) => {
  const readsRequests = mayRead(session, 'employmentRequests');
  const readsContracts = mayRead(session, 'partnershipContracts');
  const me = session.organization.id;
  const waitingOnMe = waitingOnCallerSql(session);
  const mine = anyOf(waitingOnMe, eq(requests.officeId, me), eq(requests.agencyId, me));
  return summaryAsk(db, {
    requestsWaiting: readsRequests ? waitingOnMe : undefined,
    contractsWaiting: readsContracts
      ? and(visibleContracts(session), contractMayTakeSql(session, ANSWER_ACTIONS))
      : undefined,
    requests: readsRequests ? (visibleRequests(session) ?? sql`true`) : undefined,
    contracts: readsContracts ? (visibleContracts(session) ?? sql`true`) : undefined,
    ...(readsLicenceComments(session) && { unreadComments: unreadCommentsOfCaller(db, session) }),
    ...(readsRequests && { due: { where: and(visibleRequests(session), mine), waitingOnMe } }),
  });
});

/** The licence comments' count is the summary's own only when its provider is the module's. */
const askOf = (
  session: EstablishmentSession,
  db: Database,
  providers: ActionsNeededProviders,
): SummaryAsk => {
  const ask = callerAsk(session, db);
  return providers.license_request_comments === unreadLicenceComments
    ? ask
    : { ...ask, asked: ask.asked.replace('u', '') };
};

/**
 * `GET /api/dashboard/summary`: every figure scoped as the lists scope them for the caller
 * (employment-requests/scope, partnership-contracts/scope), the waiting ones as the notification
 * counts read them from the declarations.
 */
export const dashboardSummary = async (
  deps: DashboardDeps,
  session: EstablishmentSession,
  now: Date = new Date(),
): Promise<DashboardSummary> => {
  const { db } = deps;
  const figuresRead = summaryFigures(db, askOf(session, db, deps.actionsNeededProviders), {
    now,
    until: new Date(now.getTime() + DASHBOARD_DUE_DAYS * DAY_MS),
    limit: DASHBOARD_DUE_LIMIT,
  });
  const [waiting, figures, licence] = await Promise.all([
    actionsNeeded(db, session, countedAlongside(deps.actionsNeededProviders, figuresRead)),
    figuresRead,
    licenceOf(deps, session, now),
  ]);
  const requestsWaiting = waiting.employment_requests > 0 ? (figures.requestsWaiting ?? []) : [];
  const contractsWaiting = waiting.partnership_contracts > 0 ? (figures.contractsWaiting ?? []) : [];
  const requestsByStatus = figures.requests;
  const contractsByStatus = figures.contracts;
  const due = figures.due ?? { total: 0, rows: [] };
  return {
    waiting,
    waitingByStatus: { employmentRequests: requestsWaiting, partnershipContracts: contractsWaiting },
    employmentRequests: requestsByStatus,
    partnershipContracts: contractsByStatus,
    dueThisWeek: {
      total: due.total,
      items: due.rows.map((row) => ({
        id: row.id,
        number: requestNumber(row.id),
        status: row.status,
        respondBy: row.respondBy.toISOString(),
        waitingOnMe: row.waitingOnMe,
      })),
    },
    licence,
  };
};

/** `GET /api/dashboard/analytics`: the caller's visible requests of the last 12 months by month, country, status. */
export const dashboardAnalytics = async (
  db: Database,
  session: EstablishmentSession,
  now: Date = new Date(),
): Promise<DashboardAnalytics> => {
  const months = lastMonths(now, ANALYTICS_MONTHS);
  if (!mayRead(session, 'employmentRequests')) return { months, rows: [] };
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const rows = await countRequestsPerMonth(db, visibleRequests(session), since);
  return {
    months,
    rows: rows.map((row) => ({
      month: row.month,
      country: { id: row.countryId, name: { ar: row.nameAr, en: row.nameEn } },
      status: row.status,
      count: row.count,
    })),
  };
};

/** `GET /api/dashboard/fmol-statistics`: the agencies of the FMOL's country (none without a country). */
export const fmolStatistics = async (
  db: Database,
  session: EstablishmentSession,
): Promise<FmolStatistics> => {
  const countryId = session.organization.countryId;
  if (countryId === null) return { agencies: [] };
  const rows = await agencyStatistics(db, countryId);
  return {
    agencies: rows.map((row) => ({
      agency: { id: row.id, name: { ar: row.nameAr, en: row.nameEn } },
      contracts: row.contracts,
      activeContracts: row.activeContracts,
      requests: row.requests,
      averageAnswerHours:
        row.averageAnswerHours === null ? null : Math.round(row.averageAnswerHours * 10) / 10,
      cancelledRequests: row.cancelledRequests,
      cancelledContracts: row.cancelledContracts,
    })),
  };
};
