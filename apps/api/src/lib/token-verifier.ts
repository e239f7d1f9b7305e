import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from './errors';

export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 5;

export type KeySource = { issuer: string; keys: JWTVerifyGetKey };

export type TokenVerifierOptions = {
  audience: string;
  /** Resolved on each call so the embedded provider may register after this verifier. */
  keySource: () => Promise<KeySource>;
};

export type AccessTokenClaims = JWTPayload & { sub: string; email?: string; email_verified?: boolean };

/** Discovers an external issuer's JWKS once; a failed discovery is retried on the next call. */
export const discoveredKeySource = (issuer: string): (() => Promise<KeySource>) => {
  let pending: Promise<KeySource> | null = null;
  const discover = async (): Promise<KeySource> => {
    const base = issuer.replace(/\/$/, '');
    const response = await fetch(`${base}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
    const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (!metadata.jwks_uri) throw new Error('OIDC discovery without jwks_uri');
    return { issuer: metadata.issuer ?? issuer, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
  };
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
};

const VERIFIED_CACHE_SIZE = 2_000;

/**
 * Remembers tokens already verified until they expire: a token's signature and claims never change,
 * and every page calls the API with the same one. Who the person is and what they may do is still
 * read from the database on every request.
 */
const verifiedTokens = () => {
  const entries = new Map<string, { claims: AccessTokenClaims; expiresAt: number; issuer: string }>();
  return {
    get: (token: string, issuer: string): AccessTokenClaims | null => {
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.issuer !== issuer || entry.expiresAt <= Date.now() / 1000) {
        entries.delete(token);
        return null;
      }
      return entry.claims;
    },
    set: (token: string, issuer: string, claims: AccessTokenClaims) => {
      if (entries.size >= VERIFIED_CACHE_SIZE) entries.delete(entries.keys().next().value!);
      entries.set(token, { claims, issuer, expiresAt: claims.exp ?? 0 });
    },
  };
};

export const createTokenVerifier = (options: TokenVerifierOptions) => {
  const cache = verifiedTokens();
  return async (token: string): Promise<AccessTokenClaims> => {
    let source: KeySource;
    try {
      source = await options.keySource();
    } catch {
      throw new AppError(503, 'errors.identityUnavailable');
    }
    const cached = cache.get(token, source.issuer);
    if (cached) return cached;
    try {
      const { payload } = await jwtVerify(token, source.keys, {
        issuer: source.issuer,
        audience: options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      cache.set(token, source.issuer, payload as AccessTokenClaims);
      return payload as AccessTokenClaims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError(401, 'errors.tokenExpired');
      if (error instanceof joseErrors.JWKSTimeout) throw new AppError(503, 'errors.identityUnavailable');
      throw new AppError(401, 'errors.unauthorized');
    }
  };
};

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
