import { describe, expect, it } from 'vitest';
import { EMPLOYER_CITIES, EMPLOYER_CITY_LOCATIONS, employerInputSchema, isValidSaudiId } from './employers';

/** Appends the check digit that makes nine digits a valid id. */
const withCheckDigit = (nine: string) => {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidSaudiId(`${nine}${digit}`)) return `${nine}${digit}`;
  }
  throw new Error(`no check digit for ${nine}`);
};

describe('isValidSaudiId', () => {
  it('accepts exactly one check digit per national or resident prefix', () => {
    for (const nine of ['100000000', '104839271', '200000000', '245817390']) {
      const valid = [...'0123456789'].filter((digit) => isValidSaudiId(`${nine}${digit}`));
      expect(valid).toHaveLength(1);
    }
  });

  it('doubles the digits in odd places and sums their digits', () => {
    // 1 0 0 0 0 0 0 0 0 x: 2 + 0 … + x ≡ 0 (mod 10) -> x = 8.
    expect(isValidSaudiId('1000000008')).toBe(true);
    // 2 0 0 0 0 0 0 0 0 x: 4 + x -> x = 6.
    expect(isValidSaudiId('2000000006')).toBe(true);
    // 1 9 …: the 9 is in an even place (added as 9); 5 in odd place doubles to 10 -> 1.
    expect(isValidSaudiId(withCheckDigit('195000000'))).toBe(true);
  });

  it('refuses wrong prefixes, lengths, letters and a wrong check digit', () => {
    expect(isValidSaudiId('3000000004')).toBe(false);
    expect(isValidSaudiId('100000000')).toBe(false);
    expect(isValidSaudiId('10000000080')).toBe(false);
    expect(isValidSaudiId('10000000a8')).toBe(false);
    expect(isValidSaudiId('1000000009')).toBe(false);
  });
});

describe('employerInputSchema', () => {
  const valid = {
    nationalId: '1000000008',
    nameAr: 'فهد العتيبي',
    nameEn: 'Fahad Al-Otaibi',
    mobile: '0551234567',
    city: 'RIYADH',
    address: 'King Fahd Road, Riyadh',
  };

  it('accepts a complete employer', () => {
    expect(employerInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['nationalId', '1000000009', 'validation.nationalIdChecksum'],
    ['nationalId', '300000000', 'validation.nationalId'],
    ['nationalId', ' ', 'validation.required'],
    ['mobile', '0451234567', 'validation.saudiMobile'],
    ['city', 'PARIS', 'validation.required'],
    ['address', '', 'validation.required'],
  ])('%s %j says %s', (field, value, message) => {
    const result = employerInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });
});

it('places every city in one embassy office location', () => {
  expect(new Set(EMPLOYER_CITIES.map((city) => EMPLOYER_CITY_LOCATIONS[city]))).toEqual(
    new Set(['RIYADH', 'JEDDAH', 'EASTERN_PROVINCE']),
  );
});
