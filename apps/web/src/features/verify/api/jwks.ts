import { api } from '../../../lib/api-client';

/** One public key of the JWK set (ES256: EC P-256). */
export type PublicJwk = JsonWebKey & { kid?: string };

/** `GET /.well-known/jwks.json`: the keys that sign the QR codes' payloads. */
export const fetchJwks = (): Promise<{ keys: PublicJwk[] }> =>
  api.get<{ keys: PublicJwk[] }>('/.well-known/jwks.json', { anonymous: true });
