/** A Saudi IBAN with correct ISO 13616 check digits for a 2-digit bank code and 18-digit account. */
export const saudiIban = (bankCode: string, account: string): string => {
  const bban = `${bankCode}${account.padStart(18, '0')}`;
  // Move "SA00" to the end, letters as numbers (S=28, A=10), then mod 97.
  const digits = `${bban}281000`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
};
