import { eq, sql } from 'drizzle-orm';
import type { Account, FindAccount } from 'oidc-provider';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword, verifyPassword } from '../../lib/password';

export type IdentityUser = {
  id: number;
  username: string;
  nameAr: string;
  nameEn: string;
  email: string | null;
  active: boolean;
  mustChangePassword: boolean;
};

const columns = {
  id: users.id,
  username: users.username,
  nameAr: users.nameAr,
  nameEn: users.nameEn,
  email: users.email,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
};

/** A hash of a random password: unknown usernames cost as much time as wrong passwords. */
let decoyHash: Promise<string> | undefined;

/** The active user with this username and password, or undefined (never says which part was wrong). */
export const authenticate = async (
  db: Database,
  username: string,
  password: string,
): Promise<IdentityUser | undefined> => {
  const [row] = await db
    .select({ ...columns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row || !ok || !row.active) return undefined;
  const { passwordHash: _hash, ...user } = row;
  return user;
};

export const findUser = async (db: Database, id: number): Promise<IdentityUser | undefined> => {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const changePassword = async (db: Database, id: number, password: string): Promise<void> => {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, id));
};

/** The `sub` of a user: their id as text (the seed stores the same in users.subject). */
export const subjectOf = (user: Pick<IdentityUser, 'id'>): string => String(user.id);

/** oidc-provider's account lookup: inactive or deleted users get no tokens. */
export const createFindAccount =
  (db: Database, localeOf: (ctx: Parameters<FindAccount>[0]) => string): FindAccount =>
  async (ctx, sub): Promise<Account | undefined> => {
    if (!/^\d+$/.test(sub)) return undefined;
    const user = await findUser(db, Number(sub));
    if (!user?.active) return undefined;
    return {
      accountId: sub,
      claims: () => ({
        sub,
        name: user.nameEn,
        name_ar: user.nameAr,
        preferred_username: user.username,
        locale: localeOf(ctx),
        email: user.email ?? undefined,
        email_verified: user.email ? true : undefined,
      }),
    };
  };
