import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  COMPLAINTS_TOKEN,
  type ComplaintScope,
  type ComplaintSubjectClaims,
} from '@portal/contracts/complaints';
import { refusalOf } from '../../lib/access-declaration';
import { routeAccess } from '../../lib/route-access';
import type { EstablishmentSession } from '../../types/session';

/** How long a connector token lives; the web client fetches a new one shortly before. */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
/** The user and organisation id of the portal's own reading token: no row has it. */
export const PORTAL_READER_ID = 0;
/** How long a checked subject may wait before the connector is called with it. */
export const SUBJECT_TTL_SECONDS = 10 * 60;

/** What the caller sees in the tracker: an office its own requests, a foreign embassy its country's in its location. */
export const scopeOf = (session: EstablishmentSession): ComplaintScope => {
  const { role } = session.membership;
  const { organization } = session;
  if (role === 'PRO_OFFICE' || role === 'PRO_COMPANY') return { kind: 'office', officeId: organization.id };
  if (role === 'FOREIGN_EMBASSY' && organization.countryId !== null && organization.officeLocation !== null) {
    return {
      kind: 'embassy',
      countryId: organization.countryId,
      officeLocation: organization.officeLocation,
    };
  }
  return { kind: 'none' };
};

/**
 * What the caller may do with complaints, as the token tells the connector: WRITE (raise, move
 * on) with the complaints form's rule, else READ — a sub-user's token carries no more than the
 * sub-user's rights (decision 0017).
 */
export const accessOf = (session: EstablishmentSession): 'READ' | 'WRITE' =>
  refusalOf(routeAccess('complaints.add', 'WRITE'), session.membership) === null ? 'WRITE' : 'READ';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

const signed = (
  claims: Record<string, unknown>,
  subject: string,
  ttlSeconds: number,
  secret: string,
  now: Date,
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(COMPLAINTS_TOKEN.issuer)
    .setAudience(COMPLAINTS_TOKEN.audience)
    .setSubject(subject)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + ttlSeconds)
    .setJti(randomUUID())
    .sign(keyOf(secret));

/**
 * The connector's access token: the caller's user, organisation, role, scope and access, and an
 * id (`jti`) under which it creates at most one complaint.
 */
export const signAccessToken = async (
  session: EstablishmentSession,
  secret: string,
  now = new Date(),
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  /** The portal's own reading for admins passes `{ kind: 'all' }` (decision 0059). */
  scope: ComplaintScope = scopeOf(session),
): Promise<{ token: string; expiresAt: string }> => ({
  token: await signed(
    {
      typ: COMPLAINTS_TOKEN.accessType,
      org: session.organization.id,
      role: session.membership.role,
      scope,
      access: accessOf(session),
    },
    String(session.user.id),
    ttlSeconds,
    secret,
    now,
  ),
  expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
});

/**
 * The portal's own reading token (decision 0063): the minute's sync reads every complaint with no
 * person behind it, so no session. Read-only scope `all` as the admins' reading (decision 0059);
 * `sub` and `org` are 0, which names no user or organisation (identity values start at 1), so the
 * tracker can tell the portal's reading from a person's.
 */
export const signPortalReadToken = async (
  secret: string,
  now = new Date(),
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: string }> => ({
  token: await signed(
    {
      typ: COMPLAINTS_TOKEN.accessType,
      org: PORTAL_READER_ID,
      role: 'PORTAL',
      scope: { kind: 'all' } satisfies ComplaintScope,
      access: 'READ',
    },
    String(PORTAL_READER_ID),
    ttlSeconds,
    secret,
    now,
  ),
  expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
});

/** The checked request and reason the connector accepts from this caller only. */
export const signSubject = (
  session: EstablishmentSession,
  complaint: ComplaintSubjectClaims,
  secret: string,
  now = new Date(),
): Promise<string> =>
  signed(
    { typ: COMPLAINTS_TOKEN.subjectType, complaint },
    String(session.user.id),
    SUBJECT_TTL_SECONDS,
    secret,
    now,
  );
