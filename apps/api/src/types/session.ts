import type { InferSelectModel } from 'drizzle-orm';
import type { Membership } from '@portal/contracts/credentials';
import type { countries, establishments, memberships, organizations, users } from '../db/schema/index';
import type {
  SESSION_ESTABLISHMENT_KEYS,
  SESSION_MEMBERSHIP_KEYS,
  SESSION_ORGANIZATION_KEYS,
  SESSION_USER_KEYS,
} from '../platform/session/session-columns';

/** A person as sessions and lists load them: without the password's hash (db/user-columns.ts). */
export type UserRow = Omit<InferSelectModel<typeof users>, 'passwordHash'>;
export type MembershipRow = InferSelectModel<typeof memberships>;
export type EstablishmentRow = InferSelectModel<typeof establishments>;
export type OrganizationRow = InferSelectModel<typeof organizations>;
export type CountryRow = InferSelectModel<typeof countries>;

/** What a request reads of its caller's rows (platform/session/session-columns.ts, decision 0106). */
export type SessionUser = Pick<UserRow, (typeof SESSION_USER_KEYS)[number]>;
export type SessionMembership = Pick<MembershipRow, (typeof SESSION_MEMBERSHIP_KEYS)[number]>;
export type SessionEstablishment = Pick<EstablishmentRow, (typeof SESSION_ESTABLISHMENT_KEYS)[number]>;
export type SessionOrganization = Pick<
  OrganizationRow,
  (typeof SESSION_ORGANIZATION_KEYS)[number] | 'active'
>;

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
  user: SessionUser;
  membership: SessionMembership;
  establishment: SessionEstablishment;
  organization: SessionOrganization;
};

export type Session = PersonSession | EstablishmentSession;
