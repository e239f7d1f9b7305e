import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export type SignOptions = {
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch, or a jose time span such as '5m'. */
  expiresAt?: number | string;
  /** Sign with another key (a wrong signature). */
  key?: CryptoKey;
  alg?: string;
};

export type TestTokens = {
  /** Hand to buildApp({ tokenKeys }). */
  keys: JWTVerifyGetKey;
  sign: (claims: JWTPayload, options?: SignOptions) => Promise<string>;
  /** A key the API does not trust. */
  foreignKey: () => Promise<CryptoKey>;
};

/** An RSA key pair for tests: the API verifies with its public half, tests sign with the private one. */
export const createTestTokens = async (defaults: {
  issuer: string;
  audience: string;
}): Promise<TestTokens> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  const sign = (claims: JWTPayload, options: SignOptions = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'test-key', typ: 'at+jwt' })
      .setIssuedAt()
      .setIssuer(options.issuer ?? defaults.issuer)
      .setAudience(options.audience ?? defaults.audience)
      .setExpirationTime(options.expiresAt ?? '5m')
      .sign(options.key ?? privateKey);
  const foreignKey = async () => (await generateKeyPair('RS256')).privateKey;
  return { keys, sign, foreignKey };
};
