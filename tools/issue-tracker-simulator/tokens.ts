import { jwtVerify } from 'jose';
import {
  COMPLAINTS_TOKEN,
  complaintScopeSchema,
  complaintSubjectClaimsSchema,
  type ComplaintScope,
  type ComplaintSubjectClaims,
} from '@portal/contracts/complaints';

/**
 * The caller as the portal's token names it: `tokenId` (jti) for the one complaint a token
 * creates, `access` what the caller may do with complaints (READ when the token does not say).
 */
export type Caller = {
  userId: number;
  organizationId: number;
  role: string;
  scope: ComplaintScope;
  access: 'READ' | 'WRITE';
  tokenId: string | null;
  expiresAt: Date;
};

/** The shared HS256 secret (the API's `issue-tracker-jwt-key`). */
export type SecretSource = () => Promise<string>;

const keyOf = async (secret: SecretSource) => new TextEncoder().encode(await secret());

const verify = async (token: string, secret: SecretSource, type: string) => {
  const { payload } = await jwtVerify(token, await keyOf(secret), {
    issuer: COMPLAINTS_TOKEN.issuer,
    audience: COMPLAINTS_TOKEN.audience,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
  });
  if (payload.typ !== type) throw new Error(`expected a ${type} token`);
  return payload;
};

/** The access token of `GET /api/complaints/jwt`; null when invalid or expired. */
export const verifyAccessToken = async (token: string, secret: SecretSource): Promise<Caller | null> => {
  try {
    const payload = await verify(token, secret, COMPLAINTS_TOKEN.accessType);
    const scope = complaintScopeSchema.safeParse(payload.scope);
    const userId = Number(payload.sub);
    if (!scope.success || !Number.isInteger(userId)) return null;
    if (typeof payload.org !== 'number' || typeof payload.role !== 'string') return null;
    return {
      userId,
      organizationId: payload.org,
      role: payload.role,
      scope: scope.data,
      access: payload.access === 'WRITE' ? 'WRITE' : 'READ',
      tokenId: typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : null,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  } catch {
    return null;
  }
};

/** The subject of `POST /api/complaints/subject` (the request and reason the API checked); null when invalid. */
export const verifySubject = async (
  token: string,
  secret: SecretSource,
): Promise<ComplaintSubjectClaims | null> => {
  try {
    const payload = await verify(token, secret, COMPLAINTS_TOKEN.subjectType);
    const parsed = complaintSubjectClaimsSchema.safeParse(payload.complaint);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
