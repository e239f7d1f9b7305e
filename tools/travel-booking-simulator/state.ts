import { randomUUID } from 'node:crypto';

export type Agency = {
  agencyId: string;
  externalId: string;
  nameEn: string;
  nameAr: string | null;
  registeredAt: string;
};

export type AgencyUser = {
  userId: string;
  agencyId: string;
  externalId: string;
  name: string;
  role: 'ADMIN' | 'AGENT';
  registeredAt: string;
};

export type Booking = {
  bookingId: string;
  idempotencyKey: string;
  agencyId: string;
  pnr: string;
  ticketNumber: string;
  passenger: { name: string; passportNumber: string; nationality: string };
  from: string;
  to: string;
  airline: string;
  airlineName: string;
  flightNumber: string;
  departureAt: string;
  arrivalAt: string;
  status: 'TICKETED';
  bookedAt: string;
};

/**
 * How the simulator answers bookings (tests and demos switch it with `POST /v1/_control`):
 * `normal`; `slow` books, then answers after `delayMs`; `fail` answers 503 and books nothing.
 */
export const SIMULATOR_MODES = ['normal', 'slow', 'fail'] as const;
export type SimulatorMode = (typeof SIMULATOR_MODES)[number];

/** What the simulated partner remembers, in memory (lost on restart, like a test double should be). */
export type SimulatorState = {
  agencies: Map<string, Agency>;
  agenciesByExternalId: Map<string, string>;
  users: Map<string, AgencyUser>;
  /** `${agencyId}:${externalId}` -> userId */
  usersByExternalId: Map<string, string>;
  /** Idempotency-Key -> booking. */
  bookings: Map<string, Booking>;
  /** Booking calls received (replays and failures included), for tests to count. */
  bookingCalls: number;
  mode: SimulatorMode;
  delayMs: number;
};

export const createSimulatorState = (): SimulatorState => ({
  agencies: new Map(),
  agenciesByExternalId: new Map(),
  users: new Map(),
  usersByExternalId: new Map(),
  bookings: new Map(),
  bookingCalls: 0,
  mode: 'normal',
  delayMs: 30_000,
});

export const newId = (prefix: string): string => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
