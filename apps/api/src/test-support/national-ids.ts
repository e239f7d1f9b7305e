/**
 * The Saudi national id numbered `n` (below 10⁸): 1, `n` in eight digits, and the check digit that
 * employers.ts `isValidSaudiId` checks.
 */
export const saudiNationalId = (n: number): string => {
  const body = `1${String(n).padStart(8, '0')}`;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const digit = Number(body[index]);
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
};
