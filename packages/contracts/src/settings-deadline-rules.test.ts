import { describe, expect, it } from 'vitest';
import { COMPLAINT_ANSWER_RULE, SETTING_DEFAULTS, SETTING_SCHEMAS } from './settings';

describe('deadlineRules and the complaint answer (decision 0063)', () => {
  it('reads a value stored before the complaint answer existed with its default, the rest as stored', () => {
    const { complaintAnswerDays: _days, counting, ...before } = SETTING_DEFAULTS.deadlineRules;
    const { complaintAnswer: _counting, ...countingBefore } = counting;
    const stored = { ...before, arrivalDays: 60, counting: { ...countingBefore, arrival: 'working' } };
    expect(SETTING_SCHEMAS.deadlineRules.parse(stored)).toEqual({
      ...SETTING_DEFAULTS.deadlineRules,
      arrivalDays: 60,
      counting: { ...SETTING_DEFAULTS.deadlineRules.counting, arrival: 'working' },
    });
    expect(SETTING_DEFAULTS.deadlineRules.complaintAnswerDays).toBe(COMPLAINT_ANSWER_RULE.days);
    expect(SETTING_DEFAULTS.deadlineRules.counting.complaintAnswer).toBe('working');
  });

  it('refuses a complaint answer outside 1 to 60 days, or counted neither way', () => {
    const rules = SETTING_DEFAULTS.deadlineRules;
    expect(SETTING_SCHEMAS.deadlineRules.safeParse({ ...rules, complaintAnswerDays: 0 }).success).toBe(false);
    expect(SETTING_SCHEMAS.deadlineRules.safeParse({ ...rules, complaintAnswerDays: 61 }).success).toBe(
      false,
    );
    expect(
      SETTING_SCHEMAS.deadlineRules.safeParse({
        ...rules,
        counting: { ...rules.counting, complaintAnswer: 'lunar' },
      }).success,
    ).toBe(false);
  });
});
