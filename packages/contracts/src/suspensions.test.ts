import { describe, expect, it } from 'vitest';
import { suspensionCreateSchema } from './suspensions';

const fieldErrors = (input: Record<string, unknown>) => {
  const parsed = suspensionCreateSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('suspension period', () => {
  it('refuses an end date before the start date, on the end date field', () => {
    expect(
      fieldErrors({ organizationId: 4, reasonId: 2, startsOn: '2030-05-10', endsOn: '2030-05-09' }),
    ).toEqual({
      endsOn: 'validation.endBeforeStart',
    });
  });

  it('says so together with the other fields that are missing', () => {
    expect(fieldErrors({ startsOn: '2030-05-10', endsOn: '2030-05-09' })).toMatchObject({
      organizationId: expect.any(String),
      reasonId: expect.any(String),
      endsOn: 'validation.endBeforeStart',
    });
  });

  it('refuses a missing or non-object body as invalid input, without throwing', () => {
    for (const body of [undefined, null, 'text', 7, []]) {
      const parsed = suspensionCreateSchema.safeParse(body);
      expect(parsed.success).toBe(false);
    }
  });

  it('takes a one-day period and no end date', () => {
    expect(
      fieldErrors({ organizationId: 4, reasonId: 2, startsOn: '2030-05-10', endsOn: '2030-05-10' }),
    ).toEqual({});
    expect(fieldErrors({ organizationId: 4, reasonId: 2, startsOn: '2030-05-10', endsOn: null })).toEqual({});
  });
});
