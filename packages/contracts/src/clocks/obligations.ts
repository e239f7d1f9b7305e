import type { DayCounting } from './countable-time';

/**
 * What can be down (decision 0056): an incident of one of these pauses the clocks that depend on it.
 * `portal` is the portal itself (recorded by admins, or by the readiness check when it could not
 * reach the database); `travel` the travel-booking partner; `issueTracker` the complaints' tracker.
 */
export const INCIDENT_SCOPES = ['portal', 'travel', 'issueTracker'] as const;
export type IncidentScope = (typeof INCIDENT_SCOPES)[number];

/** The records a clock runs on (their history entity types). */
export const CLOCK_SUBJECTS = [
  'employmentRequest',
  'partnershipContract',
  'licenceRequest',
  'complianceOrder',
  'complaint',
] as const;
export type ClockSubject = (typeof CLOCK_SUBJECTS)[number];

/** Who owes the obligation, relative to the record (the organisation is stored with the clock). */
export type ClockParty = 'office' | 'agency' | 'embassy' | 'admin' | 'counterparty';

/**
 * How a clock ends: an `answer` or a `deadline` is met by an event (late is a breach); a `period`
 * (the trial) simply runs out and is then met, never breached.
 */
export type ClockKind = 'answer' | 'deadline' | 'period';

export type ClockObligationRule = {
  subject: ClockSubject;
  party: ClockParty;
  kind: ClockKind;
  /** The incidents that pause it: the portal's always; a partner's where the obligation needs it. */
  pausedBy: readonly IncidentScope[];
};

/**
 * Every obligation with a time limit (issue on deadlines), declared once: the API starts and meets
 * them, the sweeps read them, the web names them. Their days and counting are settings
 * (`deadlineRules`, and `responseDeadlines` for the agency's and the embassy's answers).
 */
export const CLOCK_OBLIGATIONS = {
  agencyAnswer: { subject: 'employmentRequest', party: 'agency', kind: 'answer', pausedBy: ['portal'] },
  embassyAnswer: { subject: 'employmentRequest', party: 'embassy', kind: 'answer', pausedBy: ['portal'] },
  arrival: {
    subject: 'employmentRequest',
    party: 'office',
    kind: 'deadline',
    pausedBy: ['portal', 'travel'],
  },
  trial: { subject: 'employmentRequest', party: 'office', kind: 'period', pausedBy: [] },
  partnershipAnswer: {
    subject: 'partnershipContract',
    party: 'counterparty',
    kind: 'answer',
    pausedBy: ['portal'],
  },
  licenceReview: { subject: 'licenceRequest', party: 'admin', kind: 'answer', pausedBy: ['portal'] },
  complianceOrder: {
    subject: 'complianceOrder',
    party: 'office',
    kind: 'deadline',
    pausedBy: ['portal', 'issueTracker'],
  },
  /**
   * The answer to a complaint (decision 0063): owed by the side it waits on (the office when an
   * embassy raised it, the request's embassy when the office did), met when the complaint is seen
   * past OPEN. The complaint lives in the issue tracker, so an outage of the tracker pauses it.
   */
  complaintAnswer: {
    subject: 'complaint',
    party: 'counterparty',
    kind: 'answer',
    pausedBy: ['portal', 'issueTracker'],
  },
} as const satisfies Record<string, ClockObligationRule>;

export type ClockObligation = keyof typeof CLOCK_OBLIGATIONS;
export const CLOCK_OBLIGATION_NAMES = Object.keys(CLOCK_OBLIGATIONS) as ClockObligation[];

/** The obligations whose counting admins choose (the trial always counts calendar days). */
export const COUNTED_OBLIGATIONS = [
  'agencyAnswer',
  'embassyAnswer',
  'arrival',
  'partnershipAnswer',
  'licenceReview',
  'complianceOrder',
  'complaintAnswer',
] as const satisfies readonly ClockObligation[];
export type CountedObligation = (typeof COUNTED_OBLIGATIONS)[number];

export type DeadlineRules = {
  counting: Record<CountedObligation, DayCounting>;
  arrivalDays: number;
  trialDays: number;
  partnershipAnswerDays: number;
  licenceReviewDays: number;
  complianceOrderDays: number;
  complaintAnswerDays: number;
};

/**
 * The days of an obligation under the settings. The agency's and the embassy's answers keep their
 * own setting (`responseDeadlines`, spec constants); the others are in `deadlineRules`.
 */
export const obligationDays = (
  obligation: ClockObligation,
  rules: DeadlineRules,
  responseDeadlines: { agencyDays: number; embassyDays: number },
): number => {
  switch (obligation) {
    case 'agencyAnswer':
      return responseDeadlines.agencyDays;
    case 'embassyAnswer':
      return responseDeadlines.embassyDays;
    case 'arrival':
      return rules.arrivalDays;
    case 'trial':
      return rules.trialDays;
    case 'partnershipAnswer':
      return rules.partnershipAnswerDays;
    case 'licenceReview':
      return rules.licenceReviewDays;
    case 'complianceOrder':
      return rules.complianceOrderDays;
    case 'complaintAnswer':
      return rules.complaintAnswerDays;
  }
};

export const obligationCounting = (obligation: ClockObligation, rules: DeadlineRules): DayCounting =>
  obligation === 'trial' ? 'calendar' : rules.counting[obligation];
