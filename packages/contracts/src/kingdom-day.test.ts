import { describe, expect, it } from 'vitest';
import { todayInKingdom } from './constants';

describe('todayInKingdom', () => {
  it('turns the day at midnight in the kingdom (21:00 UTC), wherever the code runs', () => {
    expect(todayInKingdom(new Date('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(todayInKingdom(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
    expect(todayInKingdom(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});
