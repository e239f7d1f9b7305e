import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@portal/contracts/verify';

/**
 * A new verification code: 12 characters of Crockford's base 32 drawn with the system's secure
 * random source (60 bits: guessing one of a million codes takes ~10^12 tries, and the checks are
 * rate-limited per address). Uniqueness is the table's unique index; the caller draws again on a clash.
 */
export const newVerificationCode = (): string =>
  Array.from(
    { length: VERIFICATION_CODE_LENGTH },
    () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
  ).join('');
