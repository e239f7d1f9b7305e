import { z } from 'zod';

/**
 * Scorecards (decision 0060): how each office, agency and embassy keeps its word, from the
 * portal's own events only. Every figure comes with the number of events it counts; below
 * `SCORECARD_MIN_EVENTS` its value is withheld (one late answer among five says little).
 */
export const SCORECARD_MIN_EVENTS = 20;

/** A worker arrives within this many days of the contract (DOMAIN.md, the arrival limit). */
export const ARRIVAL_LIMIT_DAYS = 90;

/** Whose card: a local office or company, a foreign agency, a foreign embassy. */
export const SCORECARD_PARTIES = ['office', 'agency', 'embassy'] as const;
export type ScorecardParty = (typeof SCORECARD_PARTIES)[number];

/** The kinds of answer a card times: the agency's and the embassy's on a request, the agency's on a contract. */
export const ANSWER_KINDS = ['agencyRequest', 'embassyRequest', 'partnershipContract'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** The answers each party owes. */
export const ANSWERS_OWED: Record<ScorecardParty, readonly AnswerKind[]> = {
  office: [],
  agency: ['agencyRequest', 'partnershipContract'],
  embassy: ['embassyRequest'],
};

/**
 * - `shown`: enough events, the value is given;
 * - `tooFewEvents`: fewer than 20 events, no value;
 * - `notRecorded`: the portal keeps no such events (complaints live in the issue tracker), so no
 *   value whatever the count;
 * - `noTimeLimit`: no setting limits this answer, so "on time" has no meaning yet.
 */
export const FIGURE_STATES = ['shown', 'tooFewEvents', 'notRecorded', 'noTimeLimit'] as const;
export type FigureState = (typeof FIGURE_STATES)[number];

/** One figure: its value (null unless shown) and the number of events it counts. */
export const scorecardFigureSchema = z.object({
  state: z.enum(FIGURE_STATES),
  events: z.number().int().min(0),
  value: z.number().nullable(),
});
export type ScorecardFigure = z.infer<typeof scorecardFigureSchema>;

/** One kind of answer: the share answered on time (%), and the median time to answer (hours). */
export const answerFiguresSchema = z.object({
  kind: z.enum(ANSWER_KINDS),
  /** The limit the answers were timed against, in days; null when none applies. */
  limitDays: z.number().int().nullable(),
  onTimePercent: scorecardFigureSchema,
  medianHours: scorecardFigureSchema,
});
export type AnswerFigures = z.infer<typeof answerFiguresSchema>;

/** The figures of one card, as the organisation, the ministries and the public registry show them. */
export const scorecardFiguresSchema = z.object({
  answers: z.array(answerFiguresSchema),
  /** Contracted employment requests later cancelled, per 100 contracted (offices and agencies). */
  cancellationsPer100Contracts: scorecardFigureSchema.nullable(),
  complaintsPer100Contracts: scorecardFigureSchema.nullable(),
  /** Compliance orders settled before any breach, % of those settled either way (offices). */
  ordersMetOnTimePercent: scorecardFigureSchema.nullable(),
  /** Workers arrived within 90 days of the contract, % (offices and agencies). */
  arrivalsOnTimePercent: scorecardFigureSchema.nullable(),
});
export type ScorecardFigures = z.infer<typeof scorecardFiguresSchema>;

const bilingual = z.object({ ar: z.string(), en: z.string() });

export const scorecardSchema = scorecardFiguresSchema.extend({
  organization: z.object({
    id: z.number().int(),
    party: z.enum(SCORECARD_PARTIES),
    name: bilingual,
    country: z.object({ id: z.number().int(), name: bilingual }).nullable(),
  }),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** `GET /api/scorecards`: the cards the caller may see, and when the figures were computed. */
export const scorecardListSchema = z.object({
  /** When the figures were last computed from the history; null before the first refresh. */
  computedAt: z.string().nullable(),
  items: z.array(scorecardSchema),
});
export type ScorecardList = z.infer<typeof scorecardListSchema>;
