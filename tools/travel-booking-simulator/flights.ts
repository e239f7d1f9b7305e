import { randomInt } from 'node:crypto';

/** A carrier flying workers to the kingdom: IATA code and the hours a leg takes from each origin. */
type Carrier = { code: string; name: string };

const CARRIERS: readonly Carrier[] = [
  { code: 'SV', name: 'Saudia' },
  { code: 'XY', name: 'flynas' },
  { code: 'F3', name: 'flyadeal' },
];

/** Approximate block hours from the origin airport to the kingdom (the partner's timetable). */
const HOURS_FROM: Record<string, number> = {
  DAC: 6,
  PNH: 8,
  ADD: 3,
  MNL: 9,
  CMB: 6,
  EBB: 5,
  HAN: 8,
  CAI: 3,
  DEL: 5,
  MGQ: 4,
  RUH: 1,
  PZU: 2,
  ADE: 2,
  ISB: 5,
  CMN: 7,
  BKK: 7,
  CGK: 10,
  BJM: 6,
  FNA: 8,
  NBO: 5,
  DAR: 5,
};

export type Itinerary = {
  airline: string;
  airlineName: string;
  flightNumber: string;
  departureAt: string;
  arrivalAt: string;
};

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

/**
 * The first flight of the day `date` (YYYY-MM-DD) from `from` to `to`: the carrier and departure
 * hour follow from the route (the same route, the same flight), the duration from the origin.
 */
export const itineraryFor = (from: string, to: string, date: string): Itinerary => {
  const seed = hash(`${from}-${to}`);
  const carrier = CARRIERS[seed % CARRIERS.length]!;
  const departure = new Date(`${date}T00:00:00Z`);
  departure.setUTCHours(1 + (seed % 20), (seed % 4) * 15);
  const hours = HOURS_FROM[from] ?? 6;
  const arrival = new Date(departure.getTime() + hours * 3_600_000 + ((seed >> 3) % 4) * 900_000);
  return {
    airline: carrier.code,
    airlineName: carrier.name,
    flightNumber: `${carrier.code}${100 + (seed % 800)}`,
    departureAt: departure.toISOString(),
    arrivalAt: arrival.toISOString(),
  };
};

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A six-character record locator (no I or O, as airlines avoid them). */
export const newPnr = (): string =>
  Array.from({ length: 6 }, (_, index) =>
    index % 3 === 2 ? String(randomInt(2, 10)) : LETTERS[randomInt(LETTERS.length)],
  ).join('');

/** A 13-digit e-ticket number: the carrier's three-digit accounting code and ten digits. */
const ACCOUNTING_CODES: Record<string, string> = { SV: '065', XY: '074', F3: '569' };

export const newTicketNumber = (airline: string): string =>
  `${ACCOUNTING_CODES[airline] ?? '999'}${String(randomInt(1_000_000_000, 9_999_999_999))}`;
