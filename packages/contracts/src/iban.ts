import { toLatinDigits } from './digits';

/** Normalises an IBAN: ASCII digits, no spaces, upper case. */
export const normalizeIban = (value: string): string =>
  toLatinDigits(value).replace(/\s+/g, '').toUpperCase();

/** ISO 13616 mod-97 check. */
export const ibanChecksumValid = (value: string): boolean => {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

/** A Saudi IBAN: SA, 2 check digits, 2-digit bank code, 18 account characters, valid checksum. */
export const isValidSaudiIban = (value: string): boolean => {
  const iban = normalizeIban(value);
  return /^SA\d{4}[A-Z0-9]{18}$/.test(iban) && ibanChecksumValid(iban);
};
