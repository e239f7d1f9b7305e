import { describe, expect, it } from 'vitest';
import { incidentInputSchema, isoToKingdomMoment, kingdomMomentToIso } from './incidents';

const base = { scope: 'portal', descriptionAr: 'توقف', descriptionEn: 'Down' };
const issuesOf = (value: object) => {
  const parsed = incidentInputSchema.safeParse({ ...base, ...value });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('incident input', () => {
  it('reads a form moment in the kingdom time and an API moment with its offset', () => {
    expect(kingdomMomentToIso('2026-01-04T09:30')).toBe('2026-01-04T06:30:00.000Z');
    expect(kingdomMomentToIso('2026-01-04T09:30:00+03:00')).toBe('2026-01-04T06:30:00.000Z');
    expect(kingdomMomentToIso('2026-02-30T09:30')).toBeNull();
    expect(kingdomMomentToIso('2026-01-04 09:30')).toBeNull();
    expect(isoToKingdomMoment('2026-01-04T22:15:00.000Z')).toBe('2026-01-05T01:15');
  });

  it('keeps an open incident open and reads Arabic-Indic digits', () => {
    expect(incidentInputSchema.parse({ ...base, startedAt: '٢٠٢٦-٠١-٠٤T٠٩:٣٠', endedAt: '' })).toMatchObject({
      startedAt: '2026-01-04T06:30:00.000Z',
      endedAt: null,
    });
  });

  it('refuses an end not after the start, a moment in the future and a bad moment', () => {
    expect(issuesOf({ startedAt: '2026-01-04T09:30', endedAt: '2026-01-04T09:30' })).toEqual([
      'endedAt:validation.incidentEndAfterStart',
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(issuesOf({ startedAt: tomorrow })).toEqual(['startedAt:validation.incidentInFuture']);
    expect(issuesOf({ startedAt: '2026-01-04T09:30', endedAt: tomorrow })).toEqual([
      'endedAt:validation.incidentInFuture',
    ]);
    expect(issuesOf({ startedAt: 'soon' })).toEqual(['startedAt:validation.incidentMoment']);
  });
});
