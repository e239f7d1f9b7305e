import { describe, expect, it } from 'vitest';
import { ibanChecksumValid, isValidSaudiIban } from './iban';

describe('Saudi IBAN', () => {
  it('accepts a valid Saudi IBAN, with spaces and lower case', () => {
    expect(isValidSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isValidSaudiIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length and another country', () => {
    expect(isValidSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isValidSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isValidSaudiIban('GB82WEST12345698765432')).toBe(false);
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
  });
});
