import { eq } from 'drizzle-orm';
import { MODULES } from '@portal/contracts/access';
import { meResponseSchema, type Membership } from '@portal/contracts/credentials';
import { CSRF_COOKIE, HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { users } from '../../db/schema/index';
import { TEST_CSRF_TOKEN, type TestApp } from '../test-app';

/** One column of the matrix: who calls, with which headers, acting for which membership. */
export type Caller = {
  /** `office`, `multi#1`, `anonymous` */
  label: string;
  headers: Record<string, string>;
  /** null: no token at all. */
  membership: Membership | null;
  userId: number | null;
};

/** A browser always has the anti-forgery pair; the matrix is about tokens and rules. */
const CSRF = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };

export const NONE_SUB_USER = 'matrix-none';

/** Every membership of a signed-in user, as `GET /api/me` answers it (the same rows the API checks). */
const membershipCallers = async (t: TestApp, username: string): Promise<Caller[]> => {
  const authorization = `Bearer ${await t.tokenFor(username)}`;
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
  if (me.statusCode !== 200) throw new Error(`GET /api/me as ${username}: ${me.statusCode}`);
  const { profile, memberships } = meResponseSchema.parse(me.json());
  return memberships.map((membership, index) => ({
    label: memberships.length > 1 ? `${username}#${index}` : username,
    membership,
    userId: profile.id,
    headers: {
      ...CSRF,
      authorization,
      [HEADERS.establishment]: formatEstablishmentKey(
        membership.establishment.id.laborOfficeId,
        membership.establishment.id.sequenceNumber,
      ),
      [HEADERS.role]: membership.establishment.role,
      [HEADERS.organizationId]: String(membership.establishment.organizationId),
    },
  }));
};

/** A sub-user of `office` with every module NONE, made through the API as a super user would. */
const createNoneSubUser = async (t: TestApp): Promise<void> => {
  const [exists] = await t.database.db.select().from(users).where(eq(users.username, NONE_SUB_USER));
  if (exists) return;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/subusers',
    headers: await t.headersFor('office'),
    payload: {
      username: NONE_SUB_USER,
      nameAr: 'بلا صلاحيات',
      nameEn: 'No rights',
      email: `${NONE_SUB_USER}@example.test`,
      accessRights: MODULES.map((module) => ({ module, access: 'NONE' })),
    },
  });
  if (created.statusCode !== 201) throw new Error(`creating ${NONE_SUB_USER}: ${created.statusCode}`);
};

/**
 * The matrix's callers: every membership of every seeded demo account (the `suspended` office
 * included), a sub-user with every module NONE, and a caller without a token.
 */
export const loadCallers = async (t: TestApp): Promise<Caller[]> => {
  await createNoneSubUser(t);
  const usernames = [...DEMO_ACCOUNTS.map((account) => account.username), NONE_SUB_USER];
  const signedIn = (await Promise.all(usernames.map((username) => membershipCallers(t, username)))).flat();
  return [...signedIn, { label: 'anonymous', headers: CSRF, membership: null, userId: null }];
};
