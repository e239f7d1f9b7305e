import { z } from 'zod';
import { EMPLOYMENT_REQUEST_STATUSES } from './employment-requests/schemas';
import { actionsNeededSchema } from './notifications';
import { PARTNERSHIP_CONTRACT_STATUSES } from './partnership-contracts/schemas';

/** How far ahead "deadlines this week" looks (days). */
export const DASHBOARD_DUE_DAYS = 7;
/** How many of the soonest deadlines the summary lists (the count covers them all). */
export const DASHBOARD_DUE_LIMIT = 10;
/** How many months the analytics cover, the current one included. */
export const ANALYTICS_MONTHS = 12;

const statusCountSchema = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object({ status: z.enum(statuses), count: z.number().int().min(0) });

const requestStatusCount = statusCountSchema(EMPLOYMENT_REQUEST_STATUSES);
const contractStatusCount = statusCountSchema(PARTNERSHIP_CONTRACT_STATUSES);
export type RequestStatusCount = z.infer<typeof requestStatusCount>;
export type ContractStatusCount = z.infer<typeof contractStatusCount>;

const nameSchema = z.object({ ar: z.string(), en: z.string() });

/** The caller's organisation's licence: days left against the admin setting's warning days. */
export const LICENCE_STATES = ['none', 'valid', 'warning', 'expired'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

export const dashboardLicenceSchema = z.object({
  state: z.enum(LICENCE_STATES),
  /** `YYYY-MM-DD`, null when the organisation holds no licence date. */
  expiresOn: z.string().nullable(),
  /** Whole days until expiry (0 or negative once expired), null without a date. */
  daysLeft: z.number().int().nullable(),
  /** The admin setting `licenceWarningDays`. */
  warningDays: z.number().int(),
});
export type DashboardLicence = z.infer<typeof dashboardLicenceSchema>;

export const dueRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(EMPLOYMENT_REQUEST_STATUSES),
  respondBy: z.string(),
  /** True when the answer is the caller's to give; otherwise another party's on one of the caller's requests. */
  waitingOnMe: z.boolean(),
});
export type DueRequest = z.infer<typeof dueRequestSchema>;

/**
 * `GET /api/dashboard/summary`: what waits on the caller (the notification counts, and the
 * requests and contracts among them by status), the caller's requests and contracts by status
 * (as their lists scope them), the deadlines of the next 7 days, the licence.
 */
export const dashboardSummarySchema = z.object({
  waiting: actionsNeededSchema,
  waitingByStatus: z.object({
    employmentRequests: z.array(requestStatusCount),
    partnershipContracts: z.array(contractStatusCount),
  }),
  /** Null when the caller may not read that list. */
  employmentRequests: z.array(requestStatusCount).nullable(),
  partnershipContracts: z.array(contractStatusCount).nullable(),
  dueThisWeek: z.object({ total: z.number().int().min(0), items: z.array(dueRequestSchema) }),
  licence: dashboardLicenceSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** `GET /api/dashboard/analytics` (flag employmentAnalytics): requests made per month, country and status. */
export const analyticsRowSchema = z.object({
  /** `YYYY-MM` (UTC) of the request's creation. */
  month: z.string(),
  country: z.object({ id: z.number().int(), name: nameSchema }),
  status: z.enum(EMPLOYMENT_REQUEST_STATUSES),
  count: z.number().int().min(0),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;
export const dashboardAnalyticsSchema = z.object({
  /** The months covered, oldest first (`YYYY-MM`), also those without requests. */
  months: z.array(z.string()),
  rows: z.array(analyticsRowSchema),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

/** `GET /api/dashboard/fmol-statistics` (flag fmolStatistics, FMOL): its country's agencies. */
export const agencyStatisticsSchema = z.object({
  agency: z.object({ id: z.number().int(), name: nameSchema }),
  contracts: z.number().int().min(0),
  activeContracts: z.number().int().min(0),
  requests: z.number().int().min(0),
  /** Mean hours from a request's creation to the agency's answer; null before any answer. */
  averageAnswerHours: z.number().nullable(),
  cancelledRequests: z.number().int().min(0),
  cancelledContracts: z.number().int().min(0),
});
export type AgencyStatistics = z.infer<typeof agencyStatisticsSchema>;
export const fmolStatisticsSchema = z.object({ agencies: z.array(agencyStatisticsSchema) });
export type FmolStatistics = z.infer<typeof fmolStatisticsSchema>;

/** The last `count` months (`YYYY-MM`, UTC) ending with today's, oldest first. */
export const lastMonths = (today: Date, count: number = ANALYTICS_MONTHS): string[] =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });

/** The licence state for `daysLeft` days left and the warning setting (null: no licence date). */
export const licenceState = (daysLeft: number | null, warningDays: number): LicenceState => {
  if (daysLeft === null) return 'none';
  if (daysLeft <= 0) return 'expired';
  return daysLeft <= warningDays ? 'warning' : 'valid';
};
