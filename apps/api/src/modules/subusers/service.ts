import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MODULES, type AccessRight } from '@portal/contracts/access';
import { canUpdateSubUserPermissions } from '@portal/contracts/navigation';
import type { SubUser, SubUserCreate, SubUserCreated } from '@portal/contracts/subusers';
import type { Database } from '../../db/client';
import { memberships, users } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { EstablishmentSession } from '../../types/session';
import { findSubUser, toSubUser, usernameExists } from './repository';

/** Every module gets an explicit level: a missing one would mean "allowed" (spec 6), so it becomes NONE. */
export const normalizeRights = (rights: readonly AccessRight[]): AccessRight[] =>
  MODULES.map((module) => ({ module, access: rights.find((r) => r.module === module)?.access ?? 'NONE' }));

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 14 characters from an unambiguous alphabet (about 80 bits). */
export const oneTimePassword = (): string =>
  Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

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
  if (await usernameExists(db, input.username)) throw conflict('subusers.usernameTaken');
  const password = embedded ? oneTimePassword() : null;
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
          accessRights: normalizeRights(input.accessRights),
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

/** Rights are read from the database on every request, so the change applies to the next one. */
export const updateSubUserRights = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  rights: readonly AccessRight[],
): Promise<SubUser> => {
  if (!canUpdateSubUserPermissions(session.membership.role)) {
    throw new AppError(403, 'subusers.cannotUpdateRights');
  }
  const row = await findSubUser(db, session.establishment.id, id);
  if (!row) throw notFound();
  const [membership] = await db
    .update(memberships)
    .set({ accessRights: normalizeRights(rights), updatedAt: new Date() })
    .where(and(eq(memberships.id, row.membership.id)))
    .returning();
  if (!membership) throw notFound();
  return toSubUser({ user: row.user, membership });
};

/** Deactivating the membership refuses the sub-user's next request for this establishment. */
export const setSubUserActive = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  active: boolean,
): Promise<SubUser> => {
  const row = await findSubUser(db, session.establishment.id, id);
  if (!row) throw notFound();
  const [membership] = await db
    .update(memberships)
    .set({ active, updatedAt: new Date() })
    .where(eq(memberships.id, row.membership.id))
    .returning();
  if (!membership) throw notFound();
  return toSubUser({ user: row.user, membership });
};
