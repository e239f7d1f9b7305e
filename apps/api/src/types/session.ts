import type { InferSelectModel } from 'drizzle-orm';
import type { Membership } from '@portal/contracts/credentials';
import type { countries, establishments, memberships, organizations, users } from '../db/schema/index';

/** A person as sessions and lists load them: without the password's hash (db/user-columns.ts). */
export type UserRow = Omit<InferSelectModel<typeof users>, 'passwordHash'>;
export type MembershipRow = InferSelectModel<typeof memberships>;
export type EstablishmentRow = InferSelectModel<typeof establishments>;
export type OrganizationRow = InferSelectModel<typeof organizations>;
export type CountryRow = InferSelectModel<typeof countries>;

/** Person-level session (e.g. /api/me): no establishment chosen; all active memberships, loaded in the same query. */
export type PersonSession = {
  user: UserRow;
  membership: null;
  establishment: null;
  organization: null;
  /** As GET /api/me answers them. */
  memberships: Membership[];
};

/** Establishment-level session: the membership the request headers named, checked against the database. */
export type EstablishmentSession = {
  user: UserRow;
  membership: MembershipRow;
  establishment: EstablishmentRow;
  organization: OrganizationRow;
};

export type Session = PersonSession | EstablishmentSession;
