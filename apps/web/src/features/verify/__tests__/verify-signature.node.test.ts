import { describe, expect, it } from 'vitest';
import { verifySignature } from '../components/verify-signature';
import { PAYLOAD, signed, tampered } from './signed-payload';

describe('the QR payload signature, checked in the browser', () => {
  it('verifies a JWS signed with a published key and gives its facts', async () => {
    const { jws, keys } = await signed();
    expect(await verifySignature(jws, keys, PAYLOAD.code)).toEqual({ outcome: 'verified', payload: PAYLOAD });
  });

  it('refuses a changed payload, a changed signature, another key and text that is no JWS', async () => {
    const { jws, keys } = await signed();
    const other = await signed();
    expect(await verifySignature(tampered(jws), keys, PAYLOAD.code)).toEqual({ outcome: 'invalid' });
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifySignature(`${header}.${payload}.${flipped}`, keys, PAYLOAD.code)).toEqual({
      outcome: 'invalid',
    });
    expect(await verifySignature(jws, other.keys, PAYLOAD.code)).toEqual({ outcome: 'invalid' });
    expect(await verifySignature('not-a-jws', keys, PAYLOAD.code)).toEqual({ outcome: 'invalid' });
    expect(await verifySignature('a.b.c', keys, PAYLOAD.code)).toEqual({ outcome: 'invalid' });
  });

  it('says so when a genuine payload belongs to another code than the address', async () => {
    const { jws, keys } = await signed();
    expect(await verifySignature(jws, keys, 'ZZZZZZZZZZZZ')).toEqual({
      outcome: 'otherCode',
      payload: PAYLOAD,
    });
  });
});
