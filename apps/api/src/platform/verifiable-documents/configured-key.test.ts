import { eq } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet, exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigningKeys, verifiableDocuments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { documentPage } from '../documents/page';

/**
 * DOCUMENT_SIGNING_KEY: every instance signs with it, /.well-known/jwks.json publishes it, and its
 * public half is kept in the database so documents it signed still verify once it is changed.
 */
describe('a configured document signing key', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'configured-2026' };
    t = await createTestApp({ env: { DOCUMENT_SIGNING_KEY: JSON.stringify(jwk) } });
  });
  afterAll(async () => t?.close());

  it('signs with it, publishes it, and keeps its public half only', async () => {
    await t.app.verifiableDocuments.issue({
      kind: 'eTicket',
      recordId: 987_654,
      version: 1,
      number: '0650000000001',
      approvedAt: new Date('2026-11-29T03:00:00Z'),
      printableOf: (language) =>
        documentPage({
          language,
          title: 'Ticket',
          number: '0650000000001',
          version: '1',
          body: '<p>Flight</p>',
        }),
    });
    const [row] = await t.database.db
      .select()
      .from(verifiableDocuments)
      .where(eq(verifiableDocuments.recordId, 987_654));
    const jwks = (
      await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json() as JSONWebKeySet;
    expect(jwks.keys.map((key) => key.kid)).toContain('configured-2026');
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
    const { protectedHeader } = await compactVerify(row!.jws, createLocalJWKSet(jwks));
    expect(protectedHeader.kid).toBe('configured-2026');
    const [kept] = await t.database.db
      .select()
      .from(documentSigningKeys)
      .where(eq(documentSigningKeys.kid, 'configured-2026'));
    expect(kept).toMatchObject({ privateJwk: {}, retiredAt: expect.any(Date) });
  });
});
