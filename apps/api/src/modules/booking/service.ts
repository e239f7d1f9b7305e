import type { BookingCountry, BookingRegistrationResponse } from '@portal/contracts/booking';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { agencyExternalId, userExternalId, type AlmatarClient } from './almatar-client';
import {
  findParentUser,
  markOrganizationRegistered,
  markUserRegistered,
  type ParentUser,
} from './repository';

export type BookingDeps = { db: Database; almatar: AlmatarClient };

type Registered = { organization: boolean; user: boolean; parent: ParentUser | null; changed: boolean };

const answer = (session: EstablishmentSession, state: Registered): BookingRegistrationResponse => ({
  establishment: {
    almatarRegistered: state.user,
    parentUser: state.parent
      ? { id: state.parent.id, almatarRegistered: state.parent.almatarRegistered }
      : null,
  },
  organization: {
    id: session.organization.id,
    almatarRegistered: state.organization,
    almatarRegistrationEnabled: session.organization.almatarRegistrationEnabled,
  },
  changed: state.changed,
});

const requireEnabled = (session: EstablishmentSession): void => {
  if (!session.organization.almatarRegistrationEnabled)
    throw new AppError(409, 'booking.registrationDisabled');
};

const requireSuperUser = (session: EstablishmentSession): void => {
  if (!session.membership.superUser) throw new AppError(403, 'booking.superUserOnly');
};

/** The partner's agency for this organisation (idempotent: registers it if the partner lost it). */
const ensureAgency = async ({ almatar }: BookingDeps, session: EstablishmentSession): Promise<string> => {
  const { id, nameEn, nameAr } = session.organization;
  const { agencyId } = await almatar.registerAgency({ externalId: agencyExternalId(id), nameEn, nameAr });
  return agencyId;
};

/** Spec 4: the super user registers the office with the travel-booking partner (first step). */
export const registerOffice = async (deps: BookingDeps, session: EstablishmentSession) => {
  requireSuperUser(session);
  requireEnabled(session);
  const registered = { organization: true, user: session.user.almatarRegistered, parent: null };
  if (session.organization.almatarRegistered) return answer(session, { ...registered, changed: false });
  await ensureAgency(deps, session);
  const changed = await markOrganizationRegistered(deps.db, session.organization.id);
  return answer(session, { ...registered, changed });
};

/** The super user registers themself; the office must be registered first. */
export const registerUser = async (deps: BookingDeps, session: EstablishmentSession) => {
  requireSuperUser(session);
  requireEnabled(session);
  if (!session.organization.almatarRegistered) throw new AppError(409, 'booking.officeNotRegistered');
  const registered = { organization: true, user: true, parent: null };
  if (session.user.almatarRegistered) return answer(session, { ...registered, changed: false });
  const agencyId = await ensureAgency(deps, session);
  const { user } = session;
  await deps.almatar.registerUser({
    agencyId,
    externalId: userExternalId(user.id),
    name: user.nameEn,
    role: 'ADMIN',
  });
  const changed = await markUserRegistered(deps.db, user.id);
  return answer(session, { ...registered, changed });
};

/** A sub-user (the route admits only them) registers; their parent user and the office first. */
export const registerSubUser = async (deps: BookingDeps, session: EstablishmentSession) => {
  requireEnabled(session);
  const parentId = session.membership.parentUserId;
  const parent = parentId === null ? null : await findParentUser(deps.db, parentId);
  if (!parent?.almatarRegistered) throw new AppError(409, 'booking.parentNotRegistered');
  if (!session.organization.almatarRegistered) throw new AppError(409, 'booking.officeNotRegistered');
  const registered = { organization: true, user: true, parent };
  if (session.user.almatarRegistered) return answer(session, { ...registered, changed: false });
  const agencyId = await ensureAgency(deps, session);
  const parentExternalId = userExternalId(parent.id);
  // Idempotent: heals a partner that lost the parent (e.g. a restarted simulator).
  await deps.almatar.registerUser({
    agencyId,
    externalId: parentExternalId,
    name: parent.nameEn,
    role: 'ADMIN',
  });
  const { user } = session;
  await deps.almatar.registerUser({
    agencyId,
    externalId: userExternalId(user.id),
    name: user.nameEn,
    role: 'AGENT',
    parentExternalId,
  });
  const changed = await markUserRegistered(deps.db, user.id);
  return answer(session, { ...registered, changed });
};

/** The partner's country list in the portal's shape, sorted by English name. */
export const listCountries = async ({ almatar }: Pick<BookingDeps, 'almatar'>): Promise<BookingCountry[]> =>
  (await almatar.countries())
    .map((country) => ({
      code3: country.iso3,
      code2: country.iso2,
      name: { ar: country.nameAr, en: country.nameEn },
    }))
    .sort((a, b) => a.name.en.localeCompare(b.name.en));
