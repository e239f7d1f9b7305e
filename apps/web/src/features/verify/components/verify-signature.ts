import type { VerificationPayload } from '@portal/contracts/verify';
import type { PublicJwk } from '../api/jwks';

/** What the browser concludes from the signed payload after `#` in the QR's address. */
export type SignatureCheck =
  | { outcome: 'verified'; payload: VerificationPayload }
  | { outcome: 'invalid' }
  /** A well-formed JWS for another code than the one in the address. */
  | { outcome: 'otherCode'; payload: VerificationPayload };

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

const decodeJson = (part: string): unknown => JSON.parse(new TextDecoder().decode(fromBase64Url(part)));

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Verifies a compact JWS (ES256, issue 25) with the published keys, in the browser (WebCrypto), so
 * the QR's facts are checked without trusting the answer of the check itself. An ES256 signature
 * is the raw r‖s pair (RFC 7518 §3.4), the form WebCrypto's ECDSA verify takes.
 */
export const verifySignature = async (
  jws: string,
  keys: readonly PublicJwk[],
  expectedCode: string,
): Promise<SignatureCheck> => {
  try {
    const parts = jws.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return { outcome: 'invalid' };
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = decodeJson(headerPart) as { alg?: unknown; kid?: unknown };
    if (header.alg !== 'ES256') return { outcome: 'invalid' };
    const candidates = keys.filter(
      (key) =>
        key.kty === 'EC' && key.crv === 'P-256' && (header.kid === undefined || key.kid === header.kid),
    );
    const signature = fromBase64Url(signaturePart);
    const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
    for (const jwk of candidates) {
      const key = await crypto.subtle.importKey(
        'jwk',
        { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
        { name: 'ECDSA', namedCurve: 'P-256' },
        false,
        ['verify'],
      );
      if (await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, signed)) {
        const payload = decodeJson(payloadPart) as VerificationPayload;
        return payload.code === expectedCode
          ? { outcome: 'verified', payload }
          : { outcome: 'otherCode', payload };
      }
    }
    return { outcome: 'invalid' };
  } catch {
    // Not base64, not JSON, a key the browser refuses: in every case the payload is not proven.
    return { outcome: 'invalid' };
  }
};
