import { compactVerify, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@portal/contracts/verify';
import { newVerificationCode } from './code';
import { signPayload } from './issue';
import { parseConfiguredKey } from './signing-keys';

/** DOCUMENT_SIGNING_KEY and the codes, without a database (the stored key: partnership-contracts/verifiable.test.ts). */
describe('document signing keys and codes', () => {
  const payload = {
    kind: 'eTicket' as const,
    code: 'ABCDEFGH1234',
    number: '0651234567890',
    version: 1,
    language: 'en-US' as const,
    contentSha256: 'a'.repeat(64),
    approvedAt: '2026-11-29T03:00:00.000Z',
    iat: 1_795_921_200,
  };

  it('signs with a configured P-256 JWK under its kid, verifiable with the published public key alone', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const key = await parseConfiguredKey(
      JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'ops-2026' }),
    );
    expect(key.kid).toBe('ops-2026');
    expect(key.publicJwk).not.toHaveProperty('d');
    const jws = signPayload(payload, key);
    const { payload: signed, protectedHeader } = await compactVerify(
      jws,
      createLocalJWKSet({ keys: [key.publicJwk] }),
    );
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'ops-2026' });
    expect(JSON.parse(new TextDecoder().decode(signed))).toEqual(payload);
  });

  it('refuses a configured key that is not a private EC P-256 JWK, naming the variable', async () => {
    await expect(parseConfiguredKey('not json')).rejects.toThrow('DOCUMENT_SIGNING_KEY');
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    await expect(parseConfiguredKey(JSON.stringify(await exportJWK(publicKey)))).rejects.toThrow(
      'DOCUMENT_SIGNING_KEY',
    );
    // Shaped like one, but its numbers are not a point on the curve.
    const forged = { kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'AAAA', d: 'AAAA' };
    await expect(parseConfiguredKey(JSON.stringify(forged))).rejects.toThrow(
      'DOCUMENT_SIGNING_KEY: the private EC P-256 JWK does not make a key',
    );
  });

  it('draws codes of 12 characters of the alphabet, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toHaveLength(VERIFICATION_CODE_LENGTH);
      expect([...code].every((c) => VERIFICATION_CODE_ALPHABET.includes(c))).toBe(true);
    }
  });
});
