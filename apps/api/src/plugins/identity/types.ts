import type { JWTVerifyGetKey } from 'jose';

/** What the identity plugin gives the API: the embedded issuer and its public signing keys. */
export type EmbeddedIdentity = {
  issuer: string;
  keys: JWTVerifyGetKey;
};
