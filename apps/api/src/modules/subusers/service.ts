import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MODULES, type AccessRight } from '@portal/contracts/access';
import { canUpdateSubUserPermissions } from '@portal/contracts/navigation';
import type { SubUser, SubUserCreate, SubUserCreated } from '@portal/contracts/subusers';
import type { Database } from '../../db/client';
import { memberships, users } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import { checkVersion, updateVersioned } from '../../lib/versioned-update';
import { hashPassword } from '../../lib/password';
import { passwordWeakness } from '../../lib/password-strength';
import type { EstablishmentSession } from '../../types/session';
import { findSubUser, toSubUser, usernameExists } from './repository';

/** Every module gets an explicit level: a missing one would mean "allowed" (spec 6), so it becomes NONE. */
export const normalizeRights = (rights: readonly AccessRight[]): AccessRight[] =>
  MODULES.map((module) => ({ module, access: rights.find((r) => r.module === module)?.access ?? 'NONE' }));

/** The creator's own access to every module, explicit: no entry means allowed (spec 6), so WRITE. */
export const inheritedRights = (creator: readonly AccessRight[]): AccessRight[] =>
  MODULES.map((module) => ({ module, access: creator.find((r) => r.module === module)?.access ?? 'WRITE' }));

/**
 * One rule for create and update (spec 6, docs/decisions/0017): only PRO_COMPANY, PRO_OFFICE, EPRO
 * and ADMIN choose a sub-user's rights. The other managers' sub-users get their creator's rights, and
 * sending rights at all is refused like an update.
 */
const rightsOnCreate = (session: EstablishmentSession, sent: readonly AccessRight[] | undefined) => {
  if (canUpdateSubUserPermissions(session.membership.role)) return normalizeRights(sent ?? []);
  if (sent) throw new AppError(403, 'subusers.cannotUpdateRights');
  return inheritedRights(session.membership.accessRights);
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 14 characters from an unambiguous alphabet (about 80 bits). */
export const oneTimePassword = (): string =>
  Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A one-time password the strength check accepts: a random draw may still spell a word or a run. */
export const strongOneTimePassword = async (): Promise<string> => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = oneTimePassword();
    if (!(await passwordWeakness(candidate))) return candidate;
  }
  throw new Error('no one-time password passed the strength check');
};

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ('code' in error ? error.code === '23505' : false);

/**
 * Creates the person and their membership of the caller's establishment (same role, not a super
 * user, terms not accepted: each person accepts the terms themselves). In embedded mode the person
 * gets a one-time password to change at first sign-in; with an external provider the account waits
 * to be linked by verified e-mail or national id at first sign-in.
 */
export const createSubUser = async (
  db: Database,
  session: EstablishmentSession,
  input: SubUserCreate,
  embedded: boolean,
): Promise<SubUserCreated> => {
  const accessRights = rightsOnCreate(session, input.accessRights);
  if (await usernameExists(db, input.username)) throw conflict('subusers.usernameTaken');
  const password = embedded ? await strongOneTimePassword() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  try {
    const row = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          nameAr: input.nameAr,
          nameEn: input.nameEn,
          email: input.email,
          nationalId: input.nationalId ?? null,
          passwordHash,
          mustChangePassword: embedded,
        })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      const subject = embedded ? String(user.id) : null;
      const [linked] = subject
        ? await tx.update(users).set({ subject }).where(eq(users.id, user.id)).returning()
        : [user];
      const [membership] = await tx
        .insert(memberships)
        .values({
          userId: user.id,
          establishmentId: session.establishment.id,
          role: session.membership.role,
          superUser: false,
          parentUserId: session.user.id,
          termsAccepted: false,
          accessRights,
        })
        .returning();
      if (!linked || !membership) throw new Error('membership insert returned no row');
      return { user: linked, membership };
    });
    return { subUser: toSubUser(row), oneTimePassword: password };
  } catch (error) {
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
      throw conflict('subusers.usernameTaken');
    }
    throw error;
  }
};

export const getSubUser = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<SubUser> => {
  const row = await findSubUser(db, session.establishment.id, id);
  if (!row) throw notFound();
  return toSubUser(row);
};

/**
 * A sub-user's membership edit, made on the version it was read on: another version is a 409 and
 * changes nothing (docs/decisions/0039).
 */
const updateMembership = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  rowVersion: number,
  values: Partial<typeof memberships.$inferInsert>,
): Promise<SubUser> => {
  const row = await findSubUser(db, session.establishment.id, id);
  if (!row) throw notFound();
  checkVersion(row.membership, rowVersion);
  const membership = await updateVersioned(
    db,
    memberships,
    { id: row.membership.id, rowVersion },
    { ...values, updatedAt: new Date() },
  );
  return toSubUser({ user: row.user, membership });
};

/**
 * Rights are read from the database on every request, so the change applies to the next one. The
 * route admits only the roles that may change rights (`canUpdateSubUserPermissions`).
 */
export const updateSubUserRights = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  edit: { accessRights: readonly AccessRight[]; rowVersion: number },
): Promise<SubUser> =>
  updateMembership(db, session, id, edit.rowVersion, { accessRights: normalizeRights(edit.accessRights) });

/** Deactivating the membership refuses the sub-user's next request for this establishment. */
export const setSubUserActive = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  edit: { active: boolean; rowVersion: number },
): Promise<SubUser> => updateMembership(db, session, id, edit.rowVersion, { active: edit.active });
