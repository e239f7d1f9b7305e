import type { InferSelectModel } from 'drizzle-orm';
import type { countries, establishments, memberships, organizations, users } from '../db/schema/index';

export type UserRow = InferSelectModel<typeof users>;
export type MembershipRow = InferSelectModel<typeof memberships>;
export type EstablishmentRow = InferSelectModel<typeof establishments>;
export type OrganizationRow = InferSelectModel<typeof organizations>;

export type CountryRow = InferSelectModel<typeof countries>;

/** One active membership with what the credentials show of it (GET /api/me). */
export type MembershipView = {
  membership: MembershipRow;
  establishment: EstablishmentRow;
  organization: OrganizationRow;
  country: Pick<CountryRow, 'id' | 'code3' | 'nameAr' | 'nameEn'> | null;
  parent: Pick<UserRow, 'id' | 'almatarRegistered'> | null;
};

/** Person-level session (e.g. /api/me): no establishment chosen; all active memberships, loaded in the same query. */
export type PersonSession = {
  user: UserRow;
  membership: null;
  establishment: null;
  organization: null;
  memberships: MembershipView[];
};

/** Establishment-level session: the membership the request headers named, checked against the database. */
export type EstablishmentSession = {
  user: UserRow;
  membership: MembershipRow;
  establishment: EstablishmentRow;
  organization: OrganizationRow;
};

export type Session = PersonSession | EstablishmentSession;
