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

/** What the simulated partner remembers, in memory (lost on restart, like a test double should be). */
export type SimulatorState = {
  agencies: Map<string, Agency>;
  agenciesByExternalId: Map<string, string>;
  users: Map<string, AgencyUser>;
  /** `${agencyId}:${externalId}` -> userId */
  usersByExternalId: Map<string, string>;
};

export const createSimulatorState = (): SimulatorState => ({
  agencies: new Map(),
  agenciesByExternalId: new Map(),
  users: new Map(),
  usersByExternalId: new Map(),
});

export const newId = (prefix: string): string => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
