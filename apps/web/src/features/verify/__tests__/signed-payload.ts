import type { VerificationPayload } from '@portal/contracts/verify';

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

export const PAYLOAD: VerificationPayload = {
  kind: 'partnershipContract',
  code: '7K3MQ9TX2BHD',
  number: 'PC-000123',
  version: 2,
  language: 'en-US',
  contentSha256: 'a'.repeat(64),
  approvedAt: '2026-11-20T09:30:00.000Z',
  iat: 1_795_000_000,
};

/** A key pair and a compact JWS as the API makes them (ES256, `kid` in the header). */
export const signed = async (payload: VerificationPayload = PAYLOAD) => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid: 'key-1' };
  const input = `${encodeJson({ alg: 'ES256', kid: 'key-1' })}.${encodeJson(payload)}`;
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      new TextEncoder().encode(input),
    ),
  );
  return { jws: `${input}.${base64Url(signature)}`, keys: [jwk] };
};

/** The JWS with one character of its payload changed (a changed byte of the signed facts). */
export const tampered = (jws: string) => {
  const [header, payload, signature] = jws.split('.') as [string, string, string];
  const index = Math.floor(payload.length / 2);
  const changed = payload[index] === 'A' ? 'B' : 'A';
  return `${header}.${payload.slice(0, index)}${changed}${payload.slice(index + 1)}.${signature}`;
};
