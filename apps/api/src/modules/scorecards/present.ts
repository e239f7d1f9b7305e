import {
  ANSWERS_OWED,
  SCORECARD_MIN_EVENTS,
  type ScorecardFigure,
  type ScorecardFigures,
  type ScorecardParty,
} from '@portal/contracts/scorecards';
import type { ResponseDeadlines } from '@portal/contracts/settings';
import { CONTRACT_FIGURES } from './refresh';

/** A stored figure: its raw value and count. */
export type StoredFigure = { events: number; value: number | null };

const NONE: StoredFigure = { events: 0, value: null };

/** One decimal: a share of 87.5 %, a median of 30.2 hours. */
export const roundFigure = (value: number) => Math.round(value * 10) / 10;

/** The 20-event floor: a value is shown only with enough events behind it. */
export const shownFigure = ({ events, value }: StoredFigure): ScorecardFigure =>
  events >= SCORECARD_MIN_EVENTS && value !== null
    ? { state: 'shown', events, value: roundFigure(value) }
    : { state: 'tooFewEvents', events, value: null };

/** A figure whose events the portal does not keep: never a value, whatever the count. */
const notRecorded = (events: number): ScorecardFigure => ({ state: 'notRecorded', events, value: null });

const complaintsFigure = (complaints: StoredFigure | undefined, contracts: StoredFigure): ScorecardFigure =>
  complaints ? shownFigure(complaints) : notRecorded(contracts.events);

/**
 * The figures of one organisation of this party from its stored figures (missing ones: no events).
 * Complaints per 100 contracts is stored for every office while the portal records complaints
 * (decision 0063); without a stored figure (the flag `complaints` off, an agency: a complaint binds
 * the request's office) it shows as not recorded (decision 0060) rather than as a made-up zero.
 */
export const figuresOf = (
  party: ScorecardParty,
  stored: ReadonlyMap<string, StoredFigure>,
  deadlines: ResponseDeadlines,
): ScorecardFigures => {
  const read = (key: string) => stored.get(key) ?? NONE;
  const limits = {
    agencyRequest: deadlines.agencyDays,
    embassyRequest: deadlines.embassyDays,
    partnershipContract: null,
  };
  const contracts = party === 'embassy' ? null : read(CONTRACT_FIGURES.cancellations);
  return {
    answers: ANSWERS_OWED[party].map((kind) => {
      const onTime = read(`${kind}.onTime`);
      return {
        kind,
        limitDays: limits[kind],
        onTimePercent:
          limits[kind] === null
            ? { state: 'noTimeLimit', events: onTime.events, value: null }
            : shownFigure(onTime),
        medianHours: shownFigure(read(`${kind}.medianHours`)),
      };
    }),
    cancellationsPer100Contracts: contracts ? shownFigure(contracts) : null,
    complaintsPer100Contracts: contracts
      ? complaintsFigure(stored.get(CONTRACT_FIGURES.complaints), contracts)
      : null,
    ordersMetOnTimePercent: party === 'office' ? shownFigure(read(CONTRACT_FIGURES.orders)) : null,
    arrivalsOnTimePercent: party === 'embassy' ? null : shownFigure(read(CONTRACT_FIGURES.arrivals)),
  };
};
